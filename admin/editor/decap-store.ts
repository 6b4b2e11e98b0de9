/**
 * Decap's own state (its Redux store), which its plugin API does not hand out: found once on the
 * React tree Decap renders into #nc-root (react-redux's Provider holds it). Used to keep Decap's idea
 * of "the entry as published" up to date after a save (./saved-entry.ts) and to read the entry
 * being edited (./photo-thumbnails.ts). Undefined if Decap has not rendered yet or is laid out
 * differently; each use then does nothing, as the editor did before.
 */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  delete(key: string): ImmutableMap;
  toJS(): Record<string, unknown>;
}

export interface DecapStore {
  dispatch(action: { type: string; payload: unknown }): void;
  getState(): { entryDraft: ImmutableMap };
}

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps?: { store?: Partial<DecapStore> } | null;
}

let found: DecapStore | undefined;

export function decapStore(): DecapStore | undefined {
  if (found) return found;
  const root = document.getElementById("nc-root") as (HTMLElement & Record<string, unknown>) | null;
  const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer$"));
  const stack = [key ? (root[key] as Fiber) : null];
  // The Provider is near the top: a short walk, depth first.
  for (let steps = 0; stack.length > 0 && steps < 500; steps += 1) {
    const fiber = stack.pop();
    if (!fiber) continue;
    const store = fiber.memoizedProps?.store;
    if (typeof store?.dispatch === "function" && typeof store.getState === "function") return (found = store as DecapStore);
    stack.push(fiber.sibling, fiber.child);
  }
  return undefined;
}

/**
 * Two changes of one file merged field by field: the version the form was opened from, the one
 * published since (another tab, another phone), and the form. A field changed on one side only takes
 * that side's value; a field changed on both sides to different values is a question for the owner.
 * Groups are merged field by field, lists item by item by their position.
 */
import type { Path } from "./form-values.ts";

/** A field both sides changed, differently: where it is and each side's value. */
export interface Clash {
  path: Path;
  mine: unknown;
  published: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The merged value (the form's where they clash) and the clashes, each once at its deepest place.
 * A file deleted since (`published` null) is merged as an empty one: what the form changed asks
 * whether to keep it, what it left as it was goes with the file.
 */
export function mergeForms(opened: unknown, published: unknown, mine: unknown, path: Path = []): { merged: unknown; clashes: Clash[] } {
  if (published === null && path.length === 0) return mergeForms(opened, {}, mine, path);
  if (same(mine, opened) || same(mine, published)) return { merged: published, clashes: [] };
  if (same(published, opened)) return { merged: mine, clashes: [] };
  if (Array.isArray(mine) && Array.isArray(published)) {
    const before = Array.isArray(opened) ? opened : [];
    const items = Array.from({ length: Math.max(mine.length, published.length) }, (_, at) =>
      mergeForms(before[at], published[at], mine[at], [...path, at]),
    );
    // An item removed on one side and untouched on the other is gone.
    return {
      merged: items.map((item) => item.merged).filter((item) => item !== undefined),
      clashes: items.flatMap((item) => item.clashes),
    };
  }
  if (isGroup(mine) && isGroup(published)) {
    const before = isGroup(opened) ? opened : {};
    const merged: Record<string, unknown> = {};
    const clashes: Clash[] = [];
    for (const key of new Set([...Object.keys(published), ...Object.keys(mine)])) {
      const field = mergeForms(before[key], published[key], mine[key], [...path, key]);
      if (field.merged !== undefined) merged[key] = field.merged;
      clashes.push(...field.clashes);
    }
    return { merged, clashes };
  }
  return { merged: mine, clashes: [{ path, mine, published }] };
}

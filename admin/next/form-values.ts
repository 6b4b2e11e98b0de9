/** A form's fields as one value, changed one field at a time without touching the rest (keys keep their order). */

export type Path = (string | number)[];

export function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

/** `data` with the value at `path` replaced (undefined removes an object's field). */
export function withValue(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(data)) return data.map((item, index) => (index === key ? withValue(item, rest, value) : item));
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const changed = withValue(record[key], rest, value);
  if (changed === undefined) return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
  return { ...record, [key]: changed };
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * Which item of a list is which, between the version a form was opened from and a later one: by
 * identity, not by position. An item is itself wherever it moved (the same content); an item changed
 * is the opened item it still shares the most fields with (a job's photo with a new description is
 * the same photo). A word changed is another word: an item removed and one added. Nothing is written
 * beside the items in the file: the identity is read from what they hold.
 */

const text = (value: unknown) => JSON.stringify(value);
const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** How many fields two groups share with the same value (0 for anything but two groups). */
function shared(a: unknown, b: unknown): number {
  if (!isGroup(a) || !isGroup(b)) return 0;
  return Object.keys(a).filter((key) => a[key] !== undefined && a[key] !== "" && text(a[key]) === text(b[key])).length;
}

/** For each item of `later`, the position of the item of `opened` it is (none: added since); each opened item matched once. */
export function matchedItems(opened: unknown[], later: unknown[]): (number | undefined)[] {
  const matches: (number | undefined)[] = later.map(() => undefined);
  const taken = new Set<number>();
  // The same content: the same item, moved or not (the first of equal ones first).
  for (const [at, item] of later.entries()) {
    const found = opened.findIndex((each, position) => !taken.has(position) && text(each) === text(item));
    if (found >= 0) {
      matches[at] = found;
      taken.add(found);
    }
  }
  // Changed: the opened item left that it shares the most fields with, most alike first.
  const pairs = later
    .flatMap((item, at) =>
      matches[at] === undefined
        ? opened.flatMap((each, position) => (taken.has(position) ? [] : [{ at, position, score: shared(each, item) }]))
        : [],
    )
    .filter((pair) => pair.score > 0)
    .toSorted((a, b) => b.score - a.score || Math.abs(a.at - a.position) - Math.abs(b.at - b.position));
  for (const { at, position } of pairs) {
    if (matches[at] !== undefined || taken.has(position)) continue;
    matches[at] = position;
    taken.add(position);
  }
  return matches;
}

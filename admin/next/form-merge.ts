/**
 * Two changes of one file merged field by field: the version the form was opened from, the one
 * published since (another tab, another phone), and the form. A field changed on one side only takes
 * that side's value; a field changed on both sides to different values is a question for the owner.
 * Groups are merged field by field; lists item by item by identity (./list-identity.ts): an item is
 * found by its content wherever it moved, an item changed on one side by what it still shares with
 * the one it was, so an item added in each tab keeps both, and a list reordered on one side keeps
 * that order with the other side's changes in it.
 */
import type { Path } from "./form-values.ts";
import { matchedItems } from "./list-identity.ts";

/** A field both sides changed, differently: where it is and each side's value. */
export interface Clash {
  path: Path;
  mine: unknown;
  published: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One item of the merged list: the version it was opened as (none: added), the published one and the form's (none: not on that side). */
interface Slot {
  opened?: unknown;
  published?: unknown;
  mine?: unknown;
  hasOpened: boolean;
  hasPublished: boolean;
  hasMine: boolean;
}

/** Whether a side kept the opened items in their order (it may have added or removed some). */
const inOrder = (matches: (number | undefined)[]) => {
  const kept = matches.filter((at) => at !== undefined);
  return kept.every((at, position) => position === 0 || at > kept[position - 1]!);
};

/**
 * The items of three versions of one list, each once, in the merged order: the order of the side
 * that reordered it (the published one's when neither or both did), the other side's additions
 * after the item they follow there.
 */
function slotsOf(opened: unknown[], published: unknown[], mine: unknown[]): Slot[] {
  const publishedMatch = matchedItems(opened, published);
  const mineMatch = matchedItems(opened, mine);
  const mineFirst = !inOrder(mineMatch) && inOrder(publishedMatch);
  const [lead, leadMatch, other, otherMatch] = mineFirst
    ? ([mine, mineMatch, published, publishedMatch] as const)
    : ([published, publishedMatch, mine, mineMatch] as const);
  const slotOf = (leadItem: unknown, otherItem: unknown, openedAt: number | undefined, hasLead: boolean, hasOther: boolean): Slot => {
    const [publishedItem, mineItem, hasPublished, hasMine] = mineFirst
      ? [otherItem, leadItem, hasOther, hasLead]
      : [leadItem, otherItem, hasLead, hasOther];
    return {
      ...(openedAt === undefined ? {} : { opened: opened[openedAt] }),
      published: publishedItem,
      mine: mineItem,
      hasOpened: openedAt !== undefined,
      hasPublished,
      hasMine,
    };
  };
  // The lead side's items, each with the other side's version of it.
  const slots = lead.map((item, at) => {
    const openedAt = leadMatch[at];
    const otherAt = openedAt === undefined ? -1 : otherMatch.indexOf(openedAt);
    return slotOf(item, other[otherAt], openedAt, true, otherAt >= 0);
  });
  /** Where each of the other side's items is among the slots (-1: not yet placed). */
  const placed = other.map((_, at) => {
    const openedAt = otherMatch[at];
    return openedAt === undefined ? -1 : leadMatch.indexOf(openedAt);
  });
  // The other side's items the lead side has not (added there, or removed by the lead): after the item they follow.
  for (const [at, item] of other.entries()) {
    if (placed[at]! >= 0) continue;
    const before = placed.slice(0, at).findLast((position) => position >= 0) ?? -1;
    slots.splice(before + 1, 0, slotOf(undefined, item, otherMatch[at], false, true));
    for (let each = 0; each < placed.length; each += 1) if (placed[each]! > before) placed[each]! += 1;
    placed[at] = before + 1;
  }
  return slots;
}

/**
 * A list's slot as merged: undefined when it is gone. Removed on one side and unchanged on the
 * other, it is gone; removed on one side and changed on the other, the change is kept (nothing
 * typed is lost: the owner may remove it again).
 */
function keptOf(slot: Slot): { value: unknown } | undefined {
  if (!slot.hasOpened) return { value: slot.hasMine ? slot.mine : slot.published };
  if (!slot.hasMine) return same(slot.published, slot.opened) ? undefined : { value: slot.published };
  if (!slot.hasPublished) return same(slot.mine, slot.opened) ? undefined : { value: slot.mine };
  return { value: undefined };
}

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
    const slots = slotsOf(Array.isArray(opened) ? opened : [], published, mine).filter((slot) => keptOf(slot) !== undefined);
    const items = slots.map((slot, at) =>
      slot.hasOpened && slot.hasMine && slot.hasPublished
        ? mergeForms(slot.opened, slot.published, slot.mine, [...path, at])
        : { merged: keptOf(slot)!.value, clashes: [] },
    );
    return { merged: items.map((item) => item.merged), clashes: items.flatMap((item) => item.clashes) };
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

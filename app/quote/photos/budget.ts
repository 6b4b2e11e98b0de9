/**
 * How the photos share the size budget of one quote request: evenly, so each photo gets the most
 * it can while all of them together still fit (EmailJS limits attachments per request by plan).
 */
export const MAX_PHOTOS = 3;

/** Bytes each of `count` photos may take within `budgetBytes`. */
export function photoShare(budgetBytes: number, count: number): number {
  if (count < 1) return budgetBytes;
  return Math.floor(budgetBytes / Math.min(count, MAX_PHOTOS));
}

/** The photos a visitor chose, cut to those there is room for. */
export function acceptPhotos<T>(current: readonly unknown[], chosen: readonly T[]): { accepted: T[]; refused: number } {
  const room = Math.max(0, MAX_PHOTOS - current.length);
  return { accepted: chosen.slice(0, room), refused: Math.max(0, chosen.length - room) };
}

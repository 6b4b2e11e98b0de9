/**
 * The counter's bound (docs/deploying.md, ADR 0031): counting never takes the room quote requests
 * need. Events stop, first, when the disk's free space falls under a floor the outbox keeps for
 * itself, and when a day's counts reach a size no real day comes near; each fault is logged once
 * per kind, not once per event, and once more when events are stored again.
 */
import { statfs } from "node:fs/promises";
import { queenslandDate } from "#app/content/storm-notice-dates.ts";

export interface CountBounds {
  /** Bytes of counts in one Queensland day (since the server started that day). */
  dailyBytes: number;
  /** Free bytes on the counts' disk under which no event is written: the quotes' reserve. */
  freeFloorBytes: number;
}

/**
 * A line is about 100 bytes, so 5 MB is some 50,000 events a day, hundreds of times a busy day of a
 * local business; 64 MB of free space holds some 100 quote requests with their photos.
 */
export const DEFAULT_COUNT_BOUNDS: CountBounds = { dailyBytes: 5 * 1024 * 1024, freeFloorBytes: 64 * 1024 * 1024 };
/** How long a reading of the free space is trusted, less what was written since. */
const FREE_SPACE_FRESH_MS = 1000;

const freeBytesOf = async (folder: string) => {
  const { bavail, bsize } = await statfs(folder);
  return bavail * bsize;
};

export function createCountBound(folder: string, bounds: CountBounds, freeBytes: (folder: string) => Promise<number> = freeBytesOf) {
  let day = "";
  let today = 0;
  let reading: { at: number; free: number } | undefined;
  let sinceReading = 0;

  return {
    /** Why an event of `bytes` may not be written now, or undefined when it may. */
    async refusal(bytes: number, now = new Date()): Promise<"daily" | "floor" | undefined> {
      const date = queenslandDate(now);
      if (date !== day) [day, today] = [date, 0];
      if (today + bytes > bounds.dailyBytes) return "daily";
      if (!reading || Date.now() - reading.at > FREE_SPACE_FRESH_MS) {
        // Unreadable (a folder not made yet): unknown, so not a reason; a write that fails says so itself.
        reading = { at: Date.now(), free: await freeBytes(folder).catch(() => Number.POSITIVE_INFINITY) };
        sinceReading = 0;
      }
      return reading.free - sinceReading - bytes < bounds.freeFloorBytes ? "floor" : undefined;
    },
    /** An event of `bytes` was written. */
    wrote(bytes: number) {
      today += bytes;
      sinceReading += bytes;
    },
  };
}

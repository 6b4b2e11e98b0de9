/**
 * The moment a build is made at, read here and nowhere else: BUILD_NOW (an ISO time, with its
 * offset) when set, else the clock. scripts/build/build.ts sets it once at its start, so the content
 * check, the bundling and the prerender (each a process of its own) agree on which posts, jobs and
 * storm notice are on the site; a test sets it to build the site as it will be at another time.
 */
export const BUILD_NOW = "BUILD_NOW";

export function buildNow(): Date {
  const set = process.env[BUILD_NOW];
  if (!set) return new Date();
  const now = new Date(set);
  if (Number.isNaN(now.getTime())) throw new Error(`${BUILD_NOW} is not a time: ${set} (for example 2026-12-10T06:00:00+10:00)`);
  return now;
}

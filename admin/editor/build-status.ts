/**
 * How the last build of `npm run cms` went, as it tells the editor (scripts/dev/cms.ts serves it; the
 * editor shows it, ./build-banner.ts). On the live site the build publishes `{ "state": "hosted" }`
 * here: the host builds out of sight, and its own deploy emails say when a build failed.
 */
export const BUILD_STATUS_PATH = "/admin/build-status.json";

export type BuildStatus =
  /** The live site: built by its host, which reports its own builds. */
  | { state: "hosted" }
  /** A build is running; `lastGood` is when the site being served was built. */
  | { state: "building"; startedAt: string; lastGood?: string | undefined }
  | { state: "built"; startedAt: string; finishedAt: string }
  /** `problem` says what to fix, in the build's own words (scripts/build/build-failure.ts). */
  | { state: "failed"; startedAt: string; finishedAt: string; problem: string; lastGood?: string | undefined };

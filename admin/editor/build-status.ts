/**
 * How the last build of `npm run cms` went, as it tells the editor (scripts/cms.ts serves it; the
 * editor shows it, ./build-banner.ts). On the live site nothing answers here: the host's own deploy
 * emails say when a build failed (docs/owner-guide.md).
 */
export const BUILD_STATUS_PATH = "/admin/build-status.json";

export type BuildStatus =
  /** A build is running; `lastGood` is when the site being served was built. */
  | { state: "building"; startedAt: string; lastGood?: string | undefined }
  | { state: "built"; startedAt: string; finishedAt: string }
  /** `problem` says what to fix, in the build's own words (scripts/build-failure.ts). */
  | { state: "failed"; startedAt: string; finishedAt: string; problem: string; lastGood?: string | undefined };

/**
 * How the last build of `npm run cms` went, as it tells the editor (scripts/dev/cms.ts serves it; the
 * editor shows it after Publish). On the live site the build publishes `{ "state": "hosted" }`
 * here: the host builds out of sight, and the editor watches the site's build information instead (./publish-watch.ts).
 */
export const BUILD_STATUS_PATH = "/admin/build-status.json";

/** Where the editor asks `npm run cms` to put a content file back as last published (POST `{ file }`). */
export const RESTORE_PATH = "/admin/restore";

/** How long a host build may take before the editor says the change is not live yet (the owner's guide says 10 minutes). */
export const LIVE_WITHIN_SECONDS = 600;

/** Where the editor asks `npm run cms` for a content file's published versions (GET `?file=content/…`; admin/next/local-backend-client.ts). */
export const VERSIONS_PATH = "/admin/versions";

/** A content file the failed build may be stuck on, with the version the site was last built from. */
export interface Restorable {
  /** Its path in the repository, content/… */
  file: string;
  /** Its name in the editor: "Business facts". */
  entry: string;
  /** Not readable at all (not valid JSON): the editor cannot even open it. */
  unreadable: boolean;
  /** When the version "put back" restores was published (ISO): the last good build's, or the last commit's. */
  publishedAt: string;
}

export type BuildStatus =
  /**
   * The live site: built by its host, out of the editor's sight; the editor watches the site's
   * build information (BUILD_INFO_PATH) for the change, and says "not live yet" after `liveWithinSeconds`.
   */
  | { state: "hosted"; liveWithinSeconds: number }
  /** A build is running; `lastGood` is when the site being served was built. */
  | { state: "building"; startedAt: string; lastGood?: string | undefined }
  | { state: "built"; startedAt: string; finishedAt: string }
  /**
   * `problem` says what to fix, in the build's own words (scripts/build/build-failure.ts);
   * `restorable`, the changed files that may be why, each with its last published version to offer.
   */
  | {
      state: "failed";
      startedAt: string;
      finishedAt: string;
      problem: string;
      lastGood?: string | undefined;
      restorable?: Restorable[];
    };

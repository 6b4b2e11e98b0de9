/**
 * Every Publish on the live site answered, as plain logic (drawn by admin/next/live-outcome.tsx): the host builds out of the
 * editor's sight, so after a publish the watcher learns the commit it made and reads the site's
 * build information (BUILD_INFO_PATH, written by every build) until the site was built from that
 * commit or a later one: "Live after N s", with a link to the page; or, past the bound the build
 * states (the owner's guide: 10 minutes), "Not live yet" with what to do, still watching. The publish
 * is kept in the browser until it is live, so an editor opened again after its tab was closed says
 * how it went (./publish-outcome.ts has the words and the rule). What is said goes to `say`; drawing it is the editor's.
 */
import { freshJson } from "./fetch-json.ts";
import type { Notice } from "./publish-outcome.ts";
import { carries, lastPublish, liveAfter, liveSinceClosed, notLiveYet, photosNotStored, publishing } from "./publish-outcome.ts";
import type { LastPublish, Published } from "./publish-outcome.ts";
import { BUILD_INFO_PATH, type BuildInfo } from "#app/site/build-info.ts";

/** How often the site is asked, while a publish is on its way. */
export const WATCH_EVERY_MS = 3_000;

export interface WatchSources {
  /**
   * The ids of the commits that changed `path` in the history of `ref` (the branch, when left out),
   * newest first; undefined when the repository cannot be asked just now.
   */
  commitIdsChanging(path: string, ref?: string): Promise<string[] | undefined>;
  /** Said once a live build names photos whose sizes were not stored (the outcome itself goes to `say`). */
  photosNotStored?(notice: Notice): void;
  /** Where the publish is kept across a closed tab: the browser's localStorage. */
  storage?: Storage;
  /** The site's build information now; undefined when it cannot be read just now. */
  buildInfo?(): Promise<BuildInfo | undefined>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A watcher of publishes, one at a time: a newer publish takes over from the one watched. */
export function publishWatcher(sources: WatchSources) {
  // Asked when used: the module may be loaded where there is no localStorage yet.
  const storage = () => sources.storage ?? localStorage;
  const buildInfo = sources.buildInfo ?? (() => freshJson<BuildInfo>(BUILD_INFO_PATH));
  let round = 0;

  async function watch(publish: LastPublish, withinSeconds: number, say: (notice: Notice) => void, resumed: boolean) {
    const mine = ++round;
    /** Whether this publish is still the one watched: a newer publish takes over. */
    const watched = () => mine === round;
    if (!resumed) say(publishing);
    // The publish's own commit: the newest on the branch that changed its file; a few tries, as the
    // repository may answer slowly just after the commit. (Kept, in case the tab is closed.)
    for (let tries = 0; publish.commit === undefined && tries < 5 && watched(); tries += 1) {
      const commit = (await sources.commitIdsChanging(publish.path))?.[0];
      if (commit) lastPublish.write(storage(), Object.assign(publish, { commit }));
      else await pause(WATCH_EVERY_MS);
    }
    const historyOf = (built: string) => sources.commitIdsChanging(publish.path, built);
    let judged: string | null | undefined; // the last build found not to carry it
    let saidNotLive = false;
    for (let first = true; watched(); first = false) {
      const info = await buildInfo();
      if (!watched()) return;
      const live = info && publish.commit && info.commit !== judged ? await carries(info.commit, publish.commit, historyOf) : false;
      if (!watched()) return;
      if (live === false && info) judged = info.commit;
      const seconds = Math.max(1, Math.round((Date.now() - publish.pressed) / 1000));
      if (live) {
        lastPublish.clear(storage());
        say(resumed && first ? liveSinceClosed(publish) : liveAfter(publish, seconds));
        if (info?.photosNotCommitted?.length) sources.photosNotStored?.(photosNotStored(info.photosNotCommitted));
        return;
      }
      if (seconds > withinSeconds && !saidNotLive) {
        saidNotLive = true;
        say(notLiveYet(resumed ? seconds : withinSeconds, info?.host));
      } else if (resumed && first) say(publishing);
      await pause(WATCH_EVERY_MS);
    }
  }

  return {
    /** Says how the publish made at `pressed` (ms) goes on the live site, until it is live; a newer publish takes over. */
    watchPublish(published: Published, pressed: number, withinSeconds: number, say: (notice: Notice) => void) {
      const publish: LastPublish = { ...published, pressed };
      lastPublish.write(storage(), publish); // first, so a tab closed now still learns the outcome
      void watch(publish, withinSeconds, say, false);
    },
    /** On opening the editor: how the last publish went, if the owner has not yet been told it is live. */
    resumeWatch(withinSeconds: number, say: (notice: Notice) => void) {
      const publish = lastPublish.read(storage());
      if (publish) void watch(publish, withinSeconds, say, true);
    },
    /** Stops watching (the editor closed): the publish stays kept, for the next time it opens. */
    stop: () => void (round += 1),
  };
}

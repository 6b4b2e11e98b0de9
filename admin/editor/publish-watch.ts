/**
 * Every Publish on the live site answered, as plain logic (drawn by admin/next/live-outcome.tsx): the host builds out of the
 * editor's sight, so after a publish the watcher is handed the commit it made and reads the site's
 * build information (BUILD_INFO_PATH, written by every build) until the site was built from that
 * commit or a later one (the repository asked whether one holds the other, never a list of commits,
 * which GitHub serves seconds stale): "Live after N s", with a link to the page; or, past the bound the build
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
  /** Whether the commit `built` holds `commit` in its history; undefined when the repository cannot be asked just now. */
  holds(built: string, commit: string): Promise<boolean | undefined>;
  /** The branch's head now: the commit of a publish that came without one; undefined when it cannot be asked just now. */
  head(): Promise<string | undefined>;
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
    // The publish's own commit comes with it; kept from an earlier editor without one, the branch's head
    // (which holds it) stands in; a few tries, as the repository may not answer just now. (Kept, in case the tab is closed.)
    for (let tries = 0; publish.commit === undefined && tries < 5 && watched(); tries += 1) {
      const commit = await sources.head();
      if (commit) lastPublish.write(storage(), Object.assign(publish, { commit }));
      else await pause(WATCH_EVERY_MS);
    }
    const holds = (built: string) => sources.holds(built, publish.commit!);
    let judged: string | null | undefined; // the last build found not to carry it
    let saidNotLive = false;
    for (let first = true; watched(); first = false) {
      const info = await buildInfo();
      if (!watched()) return;
      const live = info && publish.commit && info.commit !== judged ? await carries(info.commit, publish.commit, holds) : false;
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
    /** Says how the publish made at `pressed` (ms), as its `commit`, goes on the live site, until it is live; a newer publish takes over. */
    watchPublish(
      published: Published & Pick<LastPublish, "commit">,
      pressed: number,
      withinSeconds: number,
      say: (notice: Notice) => void,
    ) {
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

/**
 * Every Publish on the live site answered. The host builds out of the editor's sight, so after a
 * publish the editor learns the commit it made and reads the site's build information
 * (BUILD_INFO_PATH, written by every build) until the site was built from that commit or a later
 * one: "Live after N s", with a link to the page; or, past the bound the build states (the owner's
 * guide: 10 minutes), "Not live yet" with what to do, still watching. The publish is kept in the
 * browser until it is live, so an editor opened again after its tab was closed says how it went
 * (./publish-outcome.ts has the words and the rule).
 */
import { commitIdsChanging } from "./backend-files.ts";
import { freshJson } from "./fetch-json.ts";
import { showNotice, type Notice } from "./notices.ts";
import {
  carries,
  lastPublish,
  liveAfter,
  liveSinceClosed,
  notLiveYet,
  photosNotStored,
  publishing,
  type LastPublish,
  type Published,
} from "./publish-outcome.ts";
import { BUILD_INFO_PATH, type BuildInfo } from "#app/site/build-info.ts";

/** How often the site is asked, while a publish is on its way. */
const EVERY_MS = 3_000;

let round = 0;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Says how the publish made at `pressed` (ms) goes on the live site, until it is live; a newer publish takes over. */
export function watchPublish(published: Published, pressed: number, withinSeconds: number, say: (notice: Notice) => void) {
  const publish: LastPublish = { ...published, pressed };
  lastPublish.write(localStorage, publish); // first, so a tab closed now still learns the outcome
  void watch(publish, withinSeconds, say, false);
}

/** On opening the editor: how the last publish went, if the owner has not yet been told it is live. */
export function resumeWatch(withinSeconds: number, say: (notice: Notice) => void) {
  const publish = lastPublish.read(localStorage);
  if (publish) void watch(publish, withinSeconds, say, true);
}

async function watch(publish: LastPublish, withinSeconds: number, say: (notice: Notice) => void, resumed: boolean) {
  const mine = ++round;
  /** Whether this publish is still the one watched: a newer publish takes over. */
  const watched = () => mine === round;
  if (!resumed) say(publishing);
  // The publish's own commit: the newest on the branch that changed its file; a few tries, as the
  // repository may answer slowly just after the commit. (Kept, in case the tab is closed.)
  for (let tries = 0; publish.commit === undefined && tries < 5 && watched(); tries += 1) {
    const commit = (await commitIdsChanging(publish.path))?.[0];
    if (commit) lastPublish.write(localStorage, Object.assign(publish, { commit }));
    else await pause(EVERY_MS);
  }
  const historyOf = (built: string) => commitIdsChanging(publish.path, built);
  let judged: string | null | undefined; // the last build found not to carry it
  let saidNotLive = false;
  for (let first = true; watched(); first = false) {
    const info = await freshJson<BuildInfo>(BUILD_INFO_PATH);
    if (!watched()) return;
    const live = info && publish.commit && info.commit !== judged ? await carries(info.commit, publish.commit, historyOf) : false;
    if (live === false && info) judged = info.commit;
    const seconds = Math.max(1, Math.round((Date.now() - publish.pressed) / 1000));
    if (live) {
      lastPublish.clear(localStorage);
      say(resumed && first ? liveSinceClosed(publish) : liveAfter(publish, seconds));
      if (info?.photosNotCommitted?.length) showNotice("photos-not-stored", photosNotStored(info.photosNotCommitted));
      return;
    }
    if (seconds > withinSeconds && !saidNotLive) {
      saidNotLive = true;
      say(notLiveYet(resumed ? seconds : withinSeconds, info?.host));
    } else if (resumed && first) say(publishing);
    await pause(EVERY_MS);
  }
}

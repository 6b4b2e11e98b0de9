/**
 * Every Publish on the live site answered, in Decap's editor: the watcher both editors share
 * (./publish-watch.ts), asking the repository through Decap's sign-in (./backend-files.ts) and
 * showing a build's unsaved photo sizes in a notice of their own.
 */
import { commitIdsChanging } from "./backend-files.ts";
import { showNotice } from "./notices.ts";
import { publishWatcher } from "./publish-watch.ts";

const watcher = publishWatcher({
  commitIdsChanging,
  photosNotStored: (notice) => showNotice("photos-not-stored", notice),
});

/** Says how the publish made at `pressed` (ms) goes on the live site, until it is live; a newer publish takes over. */
export const watchPublish = watcher.watchPublish;

/** On opening the editor: how the last publish went, if the owner has not yet been told it is live. */
export const resumeWatch = watcher.resumeWatch;

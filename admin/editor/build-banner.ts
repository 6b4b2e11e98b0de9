/**
 * Tells the owner, in the editor, what happens after each Publish, the last outcome replaced at
 * once by the next. On this computer (`npm run cms`, which reports its builds): the site rebuilding
 * with their change, then live and how many seconds that took, or the build failed, in its words,
 * with the last good site still up and, for a file broken outside the editor, its last published
 * version to put back (and, while that entry is open, a cover over its empty form, ./broken-entry.ts);
 * or, if no build follows a save, that too. On the live site, whose host
 * builds out of sight: watched until live, or said not to be (./live-watch.ts).
 */
import { coverBrokenEntry } from "./broken-entry.ts";
import { BUILD_STATUS_PATH, RESTORE_PATH, type BuildStatus, type Restorable } from "./build-status.ts";
import type { ImmutableMap } from "./decap-store.ts";
import { clearNotice, showNotice, type Notice, type NoticeTone } from "./notices.ts";
import { building, notPutBack, putBackLabel, puttingBack, readBuild, type BuildSaid } from "./build-outcome.ts";
import { resumeWatch, watchPublish } from "./live-watch.ts";
import { freshJson } from "./fetch-json.ts";
import type { Published } from "./publish-outcome.ts";
import { paths, postPath, suburbPathPatterns } from "#app/site/paths.ts";
import { rememberSavedEntry } from "./saved-entry.ts";
import { decapCms } from "./decap-cms.ts";

const NOTICE = "build";
/** Across the reload after a file is put back, which rebuilds the site as a publish does. */
const RESTORED_KEY = "owner-restored";

let shown: NoticeTone | undefined;
const say = (tone: NoticeTone, title: string, more: Omit<Parameters<typeof showNotice>[1], "tone" | "title"> = {}) => {
  shown = tone;
  showNotice(NOTICE, { tone, title, ...more });
};
const sayBuild = ({ tone, title, restorable, ...more }: BuildSaid) =>
  say(tone, title, {
    ...more,
    ...(restorable ? { actions: restorable.map((broken) => ({ label: putBackLabel(broken), run: () => void restore(broken) })) } : {}),
  });

/** Puts a broken file back as last published, then opens the editor again on it, read afresh. */
async function restore(broken: Restorable) {
  say("progress", puttingBack(broken));
  const response = await fetch(RESTORE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ file: broken.file }),
  });
  if (!response.ok) return say("problem", notPutBack(broken), { text: await response.text() });
  sessionStorage.setItem(RESTORED_KEY, String(Date.now()));
  window.location.reload();
}

/** The page an entry shows on (a post's, a suburb's, a page's own), for the link once it is live; else the home page. */
function whatWasPublished(entry: ImmutableMap | undefined, deleted: boolean): Published | undefined {
  const path = entry?.get("path");
  if (typeof path !== "string") return undefined;
  const slug = String(entry?.get("slug") ?? "");
  const postSlug = entry?.getIn(["data", "slug"]);
  const collection = entry?.get("collection");
  const page = deleted
    ? paths.home
    : collection === "blog" && typeof postSlug === "string"
      ? postPath(postSlug)
      : collection === "suburbs"
        ? suburbPathPatterns[0](slug)
        : collection === "pages"
          ? ((paths as Record<string, string>)[slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] ?? paths.home)
          : paths.home;
  return { path, deleted, page };
}

/** Whether the editor runs on the live site (its host builds); the last entry published, and where it shows. */
let hosted = false;
let published: Published | undefined;

export function watchBuilds() {
  /** Since the owner last pressed Publish (ms), until the build that follows it has ended. */
  let pressed: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round = 0;
  let broken: Restorable[] = [];
  const restored = Number(sessionStorage.getItem(RESTORED_KEY));
  sessionStorage.removeItem(RESTORED_KEY);
  if (restored) pressed = restored;

  const poll = async () => {
    clearTimeout(timer);
    const mine = ++round;
    // Undefined when it could not be read just now (the local server restarting).
    const status = await freshJson<BuildStatus>(BUILD_STATUS_PATH);
    if (mine !== round) return; // a newer poll has started: it answers
    if (status?.state === "hosted") {
      const sayOutcome = ({ tone, title, ...more }: Notice) => say(tone, title, more);
      // Opened again: the last publish's outcome, which waited for the owner.
      if (!hosted && pressed === undefined) resumeWatch(status.liveWithinSeconds, sayOutcome);
      hosted = true;
      if (pressed !== undefined && published) watchPublish(published, pressed, status.liveWithinSeconds, sayOutcome);
      pressed = undefined;
      return;
    }
    // The unreadable files of a failed build, kept while the status cannot be read.
    if (status) broken = status.state === "failed" ? (status.restorable ?? []) : [];
    coverBrokenEntry(broken);
    const { said, settled } = readBuild(status, pressed, { page: published?.page, done: shown === "done" });
    if (said === "clear") {
      clearNotice(NOTICE);
      shown = undefined;
    } else if (said) sayBuild(said);
    if (settled) pressed = undefined;
    timer = setTimeout(poll, pressed !== undefined || status?.state === "building" ? 500 : 4000);
  };

  window.addEventListener("hashchange", () => coverBrokenEntry(broken));
  const CMS = decapCms();
  // The build that carries a save starts after its file is written, so after Publish is pressed.
  let pressing: number | undefined;
  const answer = (entry: ImmutableMap | undefined, deleted: boolean) => {
    pressed = pressing ?? Date.now();
    published = whatWasPublished(entry, deleted);
    if (!hosted) sayBuild(building); // the last publish's outcome goes at once (on the live site, ./live-watch.ts says it)
    void poll();
  };
  // A delete is published as a save is (Decap's events for it are "unpublish"), and answered the same way.
  for (const name of ["preSave", "preUnpublish"] as const) CMS.registerEventListener({ name, handler: () => void (pressing = Date.now()) });
  CMS.registerEventListener({ name: "postUnpublish", handler: ({ entry }) => answer(entry, true) });
  CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      rememberSavedEntry(entry);
      answer(entry, false);
    },
  });
  void poll();
}

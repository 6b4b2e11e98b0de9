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
import { whenPublished } from "./published-at.ts";
import { resumeWatch, watchPublish } from "./live-watch.ts";
import { freshJson } from "./fetch-json.ts";
import type { Published } from "./publish-outcome.ts";
import { paths, postPath, suburbPathPatterns } from "#app/site/paths.ts";
import { rememberSavedEntry } from "./saved-entry.ts";
import { andList } from "#app/lib/and-list.ts";
import { decapCms } from "./decap-cms.ts";

const NOTICE = "build";
/** A save no build has followed after this long was not seen: said, not left silent. */
const NO_BUILD_AFTER_MS = 10_000;
/** Across the reload after a file is put back, which rebuilds the site as a publish does. */
const RESTORED_KEY = "owner-restored";

let shown: NoticeTone | undefined;
const say = (tone: NoticeTone, title: string, more: Omit<Parameters<typeof showNotice>[1], "tone" | "title"> = {}) => {
  shown = tone;
  showNotice(NOTICE, { tone, title, ...more });
};
const building = () => say("progress", "Publishing: the site is being rebuilt with your change…", { text: "This takes about 10 seconds." });

/** The button's words: which entry, and which version ("as published at 3:42 pm today"). */
const putBack = ({ entry, publishedAt }: Restorable) => `Put back ${entry} as published at ${whenPublished(publishedAt)}`;

/** Puts a broken file back as last published, then opens the editor again on it, read afresh. */
async function restore({ file, entry, publishedAt }: Restorable) {
  say("progress", `Putting back ${entry} as published at ${whenPublished(publishedAt)}…`);
  const response = await fetch(RESTORE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ file }),
  });
  if (!response.ok) return say("problem", `${entry} could not be put back.`, { text: await response.text() });
  sessionStorage.setItem(RESTORED_KEY, String(Date.now()));
  window.location.reload();
}

function failed(status: Extract<BuildStatus, { state: "failed" }>) {
  const restorable = status.restorable ?? [];
  const actions = restorable.map((broken) => ({ label: putBack(broken), run: () => void restore(broken) }));
  const unreadable = restorable.filter((broken) => broken.unreadable).map(({ entry }) => entry);
  // A file that cannot be read is the failure: its name says more to the owner than the parser's words,
  // and nothing in the editor can mend it: putting back its published version can.
  if (unreadable.length > 0)
    return say("problem", `The site could not be built: ${andList(unreadable)} can no longer be read.`, {
      text:
        `${andList(unreadable)} ${unreadable.length === 1 ? "was" : "were"} changed outside the editor, so the editor cannot open ` +
        `${unreadable.length === 1 ? "it" : "them"}. The site still shows the version from before. Put back the version last ` +
        "published with the button below, and the site rebuilds.",
      actions,
    });
  const offer =
    restorable.length > 0
      ? `\n\nOr put back the version last published of ${andList(restorable.map(({ entry }) => entry))}: the button below does, and the site rebuilds.`
      : "";
  say("problem", "Your last change is not on the site yet: the site could not be built.", {
    text: `${status.problem}\n\nThe site still shows the version from before. Fix what is named above, publish again, and the site rebuilds.${offer}`,
    actions,
  });
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
    // A build that started before this Publish is not the one that carries the change.
    const current = pressed !== undefined && status !== undefined && status.state !== "building" && Date.parse(status.startedAt) >= pressed;
    // The unreadable files of a failed build, kept while the status cannot be read.
    if (status) broken = status.state === "failed" ? (status.restorable ?? []) : [];
    coverBrokenEntry(broken);
    if (status?.state === "building") building();
    else if (status?.state === "failed") {
      failed(status);
      if (current) pressed = undefined;
    } else if (status?.state === "built" && current) {
      const seconds = Math.max(1, Math.round((Date.parse(status.finishedAt) - pressed!) / 1000));
      say("done", "Published: your change is on the site.", {
        text: `It took ${seconds} second${seconds === 1 ? "" : "s"} from Publish.`,
        link: { href: "/", label: "View the site" },
      });
      pressed = undefined;
    } else if (status?.state === "built" && pressed !== undefined && Date.now() - pressed > NO_BUILD_AFTER_MS)
      say("problem", "Your change is saved, but the site has not started rebuilding.", {
        text: "Check that npm run cms is still running in its window (start it again if not), then publish again.",
      });
    else if (status?.state === "built" && pressed === undefined && shown !== "done") {
      clearNotice(NOTICE); // a problem since put right, or a build no one is waiting for
      shown = undefined;
    }
    timer = setTimeout(poll, pressed !== undefined || status?.state === "building" ? 500 : 4000);
  };

  window.addEventListener("hashchange", () => coverBrokenEntry(broken));
  const CMS = decapCms();
  // The build that carries a save starts after its file is written, so after Publish is pressed.
  let pressing: number | undefined;
  const answer = (entry: ImmutableMap | undefined, deleted: boolean) => {
    pressed = pressing ?? Date.now();
    published = whatWasPublished(entry, deleted);
    if (!hosted) building(); // the last publish's outcome goes at once (on the live site, ./live-watch.ts says it)
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

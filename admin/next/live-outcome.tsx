/**
 * After a publish on the live site, whose host rebuilds out of the editor's sight: the owner is told
 * it is on its way, then live (with a link to the page), or not live yet past the bound the build
 * states, naming the host; a publish still on its way when the editor was closed is told on its next
 * opening. The watch and its words are the current editor's (admin/editor/publish-watch.ts,
 * publish-outcome.ts); this draws them with the editor's own notice.
 *
 * The editor makes one where its backend is GitHub (`liveOutcome(githubWatch(api, branch))`,
 * ./github-watch.ts), hands its `afterPublish` to the form (with the commit the publish made), and
 * shows `<LiveOutcomeNotice>` above its screens.
 */
import { useEffect, useSyncExternalStore } from "react";
import { BUILD_STATUS_PATH, LIVE_WITHIN_SECONDS, type BuildStatus } from "../editor/build-status.ts";
import { freshJson } from "../editor/fetch-json.ts";
import type { Notice as Said } from "../editor/publish-outcome.ts";
import { publishWatcher, type WatchSources } from "../editor/publish-watch.ts";
import { paths, suburbCanonicalPath } from "#app/site/paths.ts";
import { Notice, type NoticeState } from "./notice.tsx";

/** What the editor does after a publish is written: handed the paths published, what the form adds of it (an old address sent on), and the commit it made. */
type AfterPublish = (paths: string[], pressedAt?: number, note?: string, commit?: string) => void;

/** The page a published file shows on, for the link once it is live: a suburb's, a page's own; else the home page. */
export function pageOfPath(path: string): string {
  const [, folder = "", name = ""] = /^content\/(?:(\w[\w-]*)\/)?([\w-]+)\.\w+$/.exec(path) ?? [];
  if (folder === "suburbs") return suburbCanonicalPath(name);
  const named = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  if (folder === "pages") return (paths as Record<string, string>)[named] ?? paths.home;
  return paths.home;
}

/** The owner's words about the last publish, as the watch says them (newest per place): its outcome, and a build's unsaved photo sizes. */
type Shown = Partial<Record<"outcome" | "photos", Said>>;

/**
 * The live site's publishes watched (`repository`: what GitHub is asked, ./github-watch.ts); what is
 * to be said, for `<LiveOutcomeNotice>`.
 */
export function liveOutcome(repository: Pick<WatchSources, "holds" | "head">, storage?: Storage) {
  let shown: Shown = {};
  const listeners = new Set<() => void>();
  const show = (place: keyof Shown, said: Said | undefined) => {
    shown = { ...shown, [place]: said };
    for (const listener of listeners) listener();
  };
  const watcher = publishWatcher({
    // What cannot be asked just now (a connection dropped, a sign-in expired) is asked again on the next round.
    holds: (built, commit) => repository.holds(built, commit).catch(() => undefined),
    head: () => repository.head().catch(() => undefined),
    photosNotStored: (said) => show("photos", said),
    storage,
  });
  /** How long a host build may take before "not live yet": as the live site's build states it (the owner's guide: 10 minutes). */
  let withinSeconds = LIVE_WITHIN_SECONDS;
  let resumed = false;
  const afterPublish: AfterPublish = (published, _pressedAt, note, commit) => {
    const [path] = published;
    if (!path) return;
    show("photos", undefined);
    // One notice for the publish: the host's sentence, moving from publishing to live, with what the form adds.
    const withNote = (said: Said): Said =>
      note && said.tone !== "problem" ? { ...said, text: [said.text, note].filter(Boolean).join(" ") } : said;
    const publish = { path, deleted: false, page: pageOfPath(path), ...(commit ? { commit } : {}) };
    watcher.watchPublish(publish, Date.now(), withinSeconds, (said) => show("outcome", withNote(said)));
  };
  return {
    afterPublish,
    /** On opening: the bound the build states, and the last publish's outcome if the owner was not told it yet. */
    async resume() {
      if (resumed) return;
      resumed = true;
      const status = await freshJson<BuildStatus>(BUILD_STATUS_PATH);
      if (status?.state === "hosted") withinSeconds = status.liveWithinSeconds;
      watcher.resumeWatch(withinSeconds, (said) => show("outcome", said));
    },
    dismiss: (place: keyof Shown) => show(place, undefined),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    shown: () => shown,
    stop: watcher.stop,
  };
}

export type LiveOutcome = ReturnType<typeof liveOutcome>;

/** The current editor's notice in the editor's own: its tone, its first line, what to do, its link. */
const drawn = (said: Said): NoticeState => ({
  tone: said.tone === "done" ? "done" : said.tone === "problem" ? "problem" : "kept",
  text: said.title,
  ...(said.text ? { detail: said.text } : {}),
  ...(said.link ? { link: said.link } : {}),
});

/** What the live site's host did with the last publish, said as it happens; read out, never scrolled to (the owner may be busy in a form). */
export function LiveOutcomeNotice({ outcome }: { outcome: LiveOutcome }) {
  const shown = useSyncExternalStore(outcome.subscribe, outcome.shown);
  useEffect(() => void outcome.resume(), [outcome]);
  return (["outcome", "photos"] as const).map((place) => {
    const said = shown[place];
    return said ? (
      <Notice key={`${place}:${said.title}`} notice={drawn(said)} quiet onDiscard={() => {}} onClose={() => outcome.dismiss(place)} />
    ) : null;
  });
}

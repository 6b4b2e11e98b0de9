/**
 * What the owner is told of the last Publish on the live site (./publish-watch.ts watches for it), in
 * plain words, and what is kept of it in the browser so the answer waits for the owner: a tab closed
 * after Publish shows it when the editor is opened again. Plain logic, no editor engine in it.
 *
 * "Live" means the site was built from the publish's own commit or a later one on its branch: a
 * later publish that puts the file back as it was is not mistaken for this one (a site that merely
 * shows the same file is not enough), nor is an earlier commit still being built.
 */
import { whenPublished } from "./published-at.ts";
import type { BuildInfo } from "#app/site/build-info.ts";

/** A sentence for the owner about a publish: its tone, its first line, and what to do or the detail. */
type NoticeTone = "progress" | "done" | "warning" | "problem";

export interface Notice {
  tone: NoticeTone;
  /** The first line, in bold. */
  title: string;
  /** What to do, or the detail; kept as written, line breaks and all. */
  text?: string;
  link?: { href: string; label: string };
  /** Buttons that act on it: "Put back Business facts as published at 3:42 pm today". */
  actions?: { label: string; run: () => void }[];
}

/** What was published: the entry's file, and whether it was deleted; `page` is where it shows. */
export interface Published {
  path: string;
  deleted: boolean;
  page: string;
}

/** The last publish, as kept across a closed tab: when Publish was pressed (ms) and the commit it made, once known. */
export interface LastPublish extends Published {
  pressed: number;
  commit?: string;
}

const KEY = "owner-last-publish";

/** The last publish kept in `storage` (the browser's localStorage), so its outcome outlives the tab. */
export const lastPublish = {
  read(storage: Storage): LastPublish | undefined {
    try {
      const kept = JSON.parse(storage.getItem(KEY) ?? "null") as LastPublish | null;
      return kept && typeof kept.path === "string" && typeof kept.pressed === "number" ? kept : undefined;
    } catch {
      return undefined;
    }
  },
  write: (storage: Storage, publish: LastPublish) => storage.setItem(KEY, JSON.stringify(publish)),
  /** Once the owner has been told it is live, nothing waits for them. */
  clear: (storage: Storage) => storage.removeItem(KEY),
};

/**
 * Whether the site built from `built` carries the commit `commit`: the same, or a later one whose
 * history holds it, as `holds(built)` says (the repository asked); undefined when it cannot be asked just now.
 */
export async function carries(
  built: string | null | undefined,
  commit: string,
  holds: (built: string) => Promise<boolean | undefined>,
): Promise<boolean | undefined> {
  if (!built) return false;
  if (built === commit) return true;
  return holds(built);
}

export const publishing: Notice = {
  tone: "progress",
  title: "Publishing on the host…",
  text: "Your change is saved. The host is rebuilding the site with it; this usually takes one to three minutes.",
};

const viewLink = (publish: Published) => ({ href: publish.page, label: publish.deleted ? "View the site" : "View the page" });

/** Live, seen `seconds` after Publish while the editor was open. */
export const liveAfter = (publish: Published, seconds: number): Notice => ({
  tone: "done",
  title: `Live after ${seconds} s: your change is on the site.`,
  link: viewLink(publish),
});

/** Live, found so when the editor was opened again: when it went live is not known, so it is not said. */
export const liveSinceClosed = (publish: LastPublish, now = new Date()): Notice => ({
  tone: "done",
  title: `Live: your change published at ${whenPublished(new Date(publish.pressed).toISOString(), now)} is on the site.`,
  text: "It went live while the editor was closed.",
  link: viewLink(publish),
});

const duration = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : seconds < 7200 ? `${Math.round(seconds / 60)} minutes` : `${Math.round(seconds / 3600)} hours`;

/** Not live after `seconds`: why a build waits or stops, and where the host that builds this site says which. */
export const notLiveYet = (seconds: number, host: BuildInfo["host"] | undefined): Notice => ({
  tone: "problem",
  title: `Not live yet: your change is saved, but the site does not show it after ${duration(seconds)}.`,
  text:
    `${host?.name ?? "The host"} has not rebuilt the site with it yet: it may be waiting its turn in the queue, this month's rebuilds ` +
    `in your plan may be used up, or the rebuild stopped. Which one: see ${
      host?.buildsAt ?? "the host's list of rebuilds (Cloudflare Pages: your project → Deployments; Netlify: your site → Deploys)"
    }. Or call your web developer. Nothing is lost: the site shows the version from before, and the editor keeps watching.`,
});

/** Photos the site was built with whose sizes are not stored with them: every rebuild makes them again, slower. */
export const photosNotStored = (photos: string[]): Notice => ({
  tone: "warning",
  title: `${photos.length === 1 ? "A photo's" : `${photos.length} photos'`} sizes for the site were not saved with ${photos.length === 1 ? "it" : "them"}.`,
  text:
    `${photos.map((photo) => photo.slice(photo.lastIndexOf("/") + 1)).join(", ")}: the site shows ${photos.length === 1 ? "it" : "them"}, ` +
    "but every publish takes longer until they are saved. Tell your web developer: the repository's photos workflow did not save them.",
});

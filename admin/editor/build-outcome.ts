/**
 * What the owner is told of the build that follows a Publish on this computer (`npm run cms`, which
 * reports its builds at BUILD_STATUS_PATH): from the build's status and when Publish was pressed, the
 * sentence to show, and whether the wait for that build is over. Plain logic, drawn by the editor
 * (admin/next/build-watch.ts).
 */
import type { BuildStatus, Restorable } from "./build-status.ts";
import { whenPublished } from "./published-at.ts";
import { andList } from "#app/lib/and-list.ts";
import { paths, suburbCanonicalPath } from "#app/site/paths.ts";

/** A save no build has followed after this long was not seen: said, not left silent. */
export const NO_BUILD_AFTER_MS = 10_000;

export interface BuildSaid {
  tone: "progress" | "done" | "problem";
  title: string;
  text?: string;
  link?: { href: string; label: string };
  /** Files the owner may put back as last published, each a button (putBackLabel). */
  restorable?: Restorable[];
}

/**
 * What to show now: a sentence, "clear" (take the last one away), or nothing new (leave it as it is);
 * `settled` once the build that carries the publish has ended (the wait is over).
 */
export interface BuildReading {
  said: BuildSaid | "clear" | undefined;
  settled: boolean;
}

export const building: BuildSaid = {
  tone: "progress",
  title: "Publishing: the site is being rebuilt with your change…",
  text: "This takes about 10 seconds.",
};

/** The button's words: which entry, and which version ("as published at 3:42 pm today"). */
export const putBackLabel = ({ entry, publishedAt }: Restorable, now = new Date()) =>
  `Put back ${entry} as published at ${whenPublished(publishedAt, now)}`;

export const puttingBack = ({ entry, publishedAt }: Restorable, now = new Date()) =>
  `Putting back ${entry} as published at ${whenPublished(publishedAt, now)}…`;

export const notPutBack = ({ entry }: Restorable) => `${entry} could not be put back.`;

/** A failed build, in its own words, with the last good site still up and what may be put back. */
function failedBuild(status: Extract<BuildStatus, { state: "failed" }>): BuildSaid {
  const restorable = status.restorable ?? [];
  const unreadable = restorable.filter((broken) => broken.unreadable).map(({ entry }) => entry);
  // A file that cannot be read is the failure: its name says more to the owner than the parser's words,
  // and nothing in the editor can mend it: putting back its published version can.
  if (unreadable.length > 0)
    return {
      tone: "problem",
      title: `The site could not be built: ${andList(unreadable)} can no longer be read.`,
      text:
        `${andList(unreadable)} ${unreadable.length === 1 ? "was" : "were"} changed outside the editor, so the editor cannot open ` +
        `${unreadable.length === 1 ? "it" : "them"}. The site still shows the version from before. Put back the version last ` +
        "published with the button below, and the site rebuilds.",
      restorable,
    };
  const offer =
    restorable.length > 0
      ? `\n\nOr put back the version last published of ${andList(restorable.map(({ entry }) => entry))}: the button below does, and the site rebuilds.`
      : "";
  return {
    tone: "problem",
    title: "Your last change is not on the site yet: the site could not be built.",
    text: `${status.problem}\n\nThe site still shows the version from before. Fix what is named above, publish again, and the site rebuilds.${offer}`,
    restorable,
  };
}

const published = (seconds: number, page: string = paths.home): BuildSaid => ({
  tone: "done",
  title: "Published: your change is on the site.",
  text: `It took ${seconds} second${seconds === 1 ? "" : "s"} from Publish.`,
  link: { href: page, label: page === paths.home ? "View the site" : "View the page" },
});

export const noBuildFollowed: BuildSaid = {
  tone: "problem",
  title: "Your change is saved, but the site has not started rebuilding.",
  text: "The program that rebuilds the site on this computer may have stopped: start it again (or ask whoever set it up), then press Publish again.",
};

/**
 * The build's status read now (undefined: it could not be read just now), `pressed` when Publish was
 * pressed (ms; undefined: no publish awaits its build), and `done` whether the last thing said was
 * "Published" (left up until the next publish). `page` is where the change shows, for the link.
 */
export function readBuild(
  status: BuildStatus | undefined,
  pressed: number | undefined,
  { now = Date.now(), page = paths.home as string, done = false } = {},
): BuildReading {
  if (status === undefined || status.state === "hosted") return { said: undefined, settled: false };
  // A build that started before this Publish is not the one that carries the change.
  const current = pressed !== undefined && status.state !== "building" && Date.parse(status.startedAt) >= pressed;
  // A build no publish awaits (npm run cms starting, a file changed by hand) is not "your change": said only if it fails.
  if (status.state === "building") return { said: pressed === undefined ? undefined : building, settled: false };
  if (status.state === "failed") return { said: failedBuild(status), settled: current };
  if (current) return { said: published(Math.max(1, Math.round((Date.parse(status.finishedAt) - pressed) / 1000)), page), settled: true };
  if (pressed !== undefined) return { said: now - pressed > NO_BUILD_AFTER_MS ? noBuildFollowed : undefined, settled: false };
  // A problem since put right, or a build no one is waiting for.
  return { said: done ? undefined : "clear", settled: false };
}

/** The page a content file shows on, for the link once it is live (a suburb's, a page's own); else the home page. */
export function pageOfFile(file: string): string {
  const [folder, name = ""] = file.replace(/^content\//, "").split("/");
  const slug = name.replace(/\.\w+$/, "");
  if (folder === "suburbs") return suburbCanonicalPath(slug);
  if (folder === "pages")
    return (paths as Record<string, string>)[slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] ?? paths.home;
  if (folder === "services.json" || folder === "services") return paths.services;
  if (folder === "jobs") return paths.ourWork;
  if (folder === "testimonials") return paths.testimonials;
  return paths.home;
}

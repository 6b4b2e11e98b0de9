/**
 * Every Publish on the live site answered. The host builds out of the editor's sight, so after a
 * publish the editor reads the site's build information (BUILD_INFO_PATH, written by every build)
 * until the site was built from the file as it was just committed (its git blob id, or its absence
 * for a delete): "Live after N s", with a link to the page; or, past the bound the build states
 * (the owner's guide: 10 minutes), "Not live yet" with what to do.
 */
import { blobIdNow } from "./backend-files.ts";
import { BUILD_INFO_PATH, type BuildInfo } from "#app/site/build-info.ts";
import type { Notice } from "./notices.ts";

/** How often the site is asked, while a publish is on its way. */
const EVERY_MS = 3_000;

/** What was published: the entry's file, and whether it was deleted; `page` is where it shows. */
export interface Published {
  path: string;
  deleted: boolean;
  page: string;
}

let round = 0;

async function builtFrom(): Promise<BuildInfo | undefined> {
  try {
    const response = await fetch(BUILD_INFO_PATH, { cache: "no-store" });
    return response.ok ? ((await response.json()) as BuildInfo) : undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Says how the publish made at `pressed` (ms) goes on the live site, until it is live or the bound has passed; a newer publish takes over. */
export async function watchLive(published: Published, pressed: number, withinSeconds: number, say: (notice: Notice) => void) {
  const mine = ++round;
  say({
    tone: "progress",
    title: "Publishing on the host…",
    text: "Your change is saved. The host is rebuilding the site with it; this usually takes one to three minutes.",
  });
  // The file as committed: a few tries, as the repository may answer slowly just after the commit.
  let committed: string | null | undefined = published.deleted ? null : undefined;
  for (let tries = 0; committed === undefined && tries < 5; tries += 1) {
    committed = await blobIdNow(published.path);
    if (committed === undefined) await pause(EVERY_MS);
  }
  for (;;) {
    if (mine !== round) return; // a newer publish is watched instead
    const info = await builtFrom();
    const live = info && committed !== undefined && (info.content[published.path] ?? null) === committed;
    const seconds = Math.max(1, Math.round((Date.now() - pressed) / 1000));
    if (live)
      return say({
        tone: "done",
        title: `Live after ${seconds} s: your change is on the site.`,
        link: { href: published.page, label: published.deleted ? "View the site" : "View the page" },
      });
    if (seconds > withinSeconds)
      return say({
        tone: "problem",
        title: `Not live yet: your change is saved, but the site does not show it after ${withinSeconds < 120 ? `${withinSeconds} seconds` : `${Math.round(withinSeconds / 60)} minutes`}.`,
        text:
          "The host may not have been able to build the site with it. Open the host's deploy log (Cloudflare Pages: your project → " +
          "Deployments; the newest one says why), or call your web developer. The site still shows the version from before; nothing is lost.",
      });
    await pause(EVERY_MS);
  }
}

/**
 * What comes up on the site later, for a host that rebuilds it on time: every build writes
 * `/coming-up.json` beside the pages (scripts/build/coming-up-file.ts) with the moments at which a
 * build would show something the last one could not (a post's or a job's "Goes live on", a storm
 * notice's first day, the morning after its last), and a Cron Trigger of the site's Worker asks
 * `dueNow` whether to call the host's deploy hook. The file is public, as every file of the site is,
 * and a post not yet live is not: it holds no title, address or path, only the time, what kind of
 * entry, and a short hash of the entry's file (SHA-256 of its path, such as `content/blog/<slug>.md`, its first 12 hex
 * digits) to tell two apart. Pure and browser-safe: the Worker imports it.
 */
export const COMING_UP_PATH = "/coming-up.json";

export interface DueTime {
  /** The moment, as Queensland writes it: 2026-12-10T06:00:00+10:00. */
  at: string;
  kind: "post" | "job" | "storm notice";
  /** The first 12 hex digits of the SHA-256 of the entry's path in the repository. */
  entry: string;
}

export interface ComingUp {
  /** When this build was made (its BUILD_NOW): what was due by then is on the site. */
  builtAt: string;
  /** Every moment after builtAt at which a build would show more, soonest first. */
  comingUp: DueTime[];
}

/**
 * Whether a rebuild is due at `now`: some moment of the list has come since the site was last
 * built (or the deploy hook last called, whichever is later), so a build now shows what the live one
 * cannot. Never for a moment already built, so no build is spent otherwise.
 */
export function dueNow(comingUp: readonly Pick<DueTime, "at">[], lastBuiltAt: string | Date, now: Date): boolean {
  const since = new Date(lastBuiltAt).getTime();
  if (Number.isNaN(since)) return comingUp.some(({ at }) => Date.parse(at) <= now.getTime());
  return comingUp.some(({ at }) => {
    const moment = Date.parse(at);
    return moment > since && moment <= now.getTime();
  });
}

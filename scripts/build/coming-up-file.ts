/**
 * `/coming-up.json` beside the pages (app/content/coming-up.ts says its shape and why it names no
 * post): the moments after this build's time at which a build would show more, for the Worker's Cron
 * Trigger to rebuild the site then. Made from every post and job, drafts left out (they wait for a
 * publish), and the storm notice's first day and the morning after its last.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { everyPostEntry } from "#app/content/blog/post-entries.server.ts";
import { everyJob } from "#app/content/jobs.server.ts";
import { readStormNotice } from "#app/content/content-files.server.ts";
import { COMING_UP_PATH, type ComingUp, type DueTime } from "#app/content/coming-up.ts";
import { goesLiveAt, queenslandTime } from "#app/content/going-live.ts";
import { contentFolder } from "#app/content/load.server.ts";
import { singleFiles } from "#app/content/collections.ts";

const entryHash = (file: string) =>
  createHash("sha256")
    .update(`content/${relative(contentFolder(), file).split("\\").join("/")}`)
    .digest("hex")
    .slice(0, 12);

/** The start of a Queensland day, as a moment. */
const dayStarts = (day: string) => Date.parse(`${day}T00:00:00+10:00`);

export function comingUp(now: Date): ComingUp {
  const times: (Omit<DueTime, "at"> & { at: number })[] = [];
  const add = (kind: DueTime["kind"], file: string, at: number | null) => {
    if (at !== null && Number.isFinite(at) && at > now.getTime()) times.push({ at, kind, entry: entryHash(file) });
  };
  for (const { file, data } of everyPostEntry) add("post", file, goesLiveAt(data));
  for (const job of everyJob) add("job", job.file, goesLiveAt(job));
  const notice = readStormNotice();
  const noticeFile = join(contentFolder(), singleFiles.stormNotice.file);
  if (notice.show && notice.from) add("storm notice", noticeFile, dayStarts(notice.from));
  if (notice.show && notice.until) add("storm notice", noticeFile, dayStarts(notice.until) + 86_400_000);
  return {
    builtAt: queenslandTime(now),
    comingUp: times.toSorted((a, b) => a.at - b.at).map(({ at, ...rest }) => ({ at: queenslandTime(at), ...rest })),
  };
}

/** Writes it into a build's client folder. */
export function writeComingUp(client: string, now: Date) {
  writeFileSync(join(client, COMING_UP_PATH.slice(1)), `${JSON.stringify(comingUp(now), null, 2)}\n`);
}

/**
 * Where the local servers keep what the site receives, as `npm start`, `npm run cms` and
 * `npm run stats` find it, relative to the project: the outbox (OUTBOX_PATH, or
 * `quote-outbox.jsonl` in data/ for `npm start`, in data/cms/ for `npm run cms`) and the
 * counter's file (COUNTS_PATH, or counts.jsonl beside the outbox). An outbox has one writer
 * (./outbox-lock.ts): each command's own folder lets the two run side by side (ADR 0033).
 */
import { join, resolve } from "node:path";
import { countsPathBeside } from "./count-receiver.ts";

/** `npm start`'s folder, and `npm run cms`'s. */
export const dataFolders = { start: "data", cms: join("data", "cms") } as const;

export function localFiles(projectRoot: string, env: Record<string, string | undefined> = process.env, folder: string = dataFolders.start) {
  const outboxPath = resolve(projectRoot, env["OUTBOX_PATH"] ?? join(folder, "quote-outbox.jsonl"));
  const countsPath = env["COUNTS_PATH"] ? resolve(projectRoot, env["COUNTS_PATH"]) : countsPathBeside(outboxPath);
  return { outboxPath, countsPath };
}

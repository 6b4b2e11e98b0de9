/**
 * Where the local server keeps what the site receives, as `npm start` and `npm run stats` find it:
 * the outbox (OUTBOX_PATH, or data/quote-outbox.jsonl) and the counter's file (COUNTS_PATH, or
 * counts.jsonl beside the outbox), relative to the project.
 */
import { resolve } from "node:path";
import { countsPathBeside } from "./count-receiver.ts";

export function localFiles(projectRoot: string, env: Record<string, string | undefined> = process.env) {
  const outboxPath = resolve(projectRoot, env["OUTBOX_PATH"] ?? "data/quote-outbox.jsonl");
  const countsPath = env["COUNTS_PATH"] ? resolve(projectRoot, env["COUNTS_PATH"]) : countsPathBeside(outboxPath);
  return { outboxPath, countsPath };
}

/**
 * `npm start`'s own counter (docs/decisions/0031): with no counting service configured, the pages
 * post what they count here, in the shape of Plausible's Events API (app/counts/count-event.ts),
 * and `npm run stats` reads the file. It takes events as the outbox takes quote requests (ADR 0028):
 * from the site's own pages only (403), an event that is not one of the site's own refused (4xx,
 * nothing written; ./count-line.ts), 202 only once its line is on disk, 503 while the file cannot be
 * written. A known bot's event (Googlebot, Lighthouse, a headless browser) is answered 202, as
 * Plausible answers it, and not stored. Counting has its own bound (./count-bound.ts): it is refused
 * first, so quote requests keep their room.
 */
import type { IncomingMessage } from "node:http";
import { dirname, join } from "node:path";
import { isbot } from "isbot";
import { realFs, type OutboxFs } from "./durable-files.ts";
import { createDurableLog } from "./durable-log.ts";
import { postEndpoint, textReply, type Reply } from "./post-endpoint.ts";
import { repairJsonLines } from "./outbox-recovery.ts";
import { createCountBound, DEFAULT_COUNT_BOUNDS, type CountBounds } from "./count-bound.ts";
import { countLineOf } from "./count-line.ts";
import { createVisits } from "./count-visits.ts";
import { readBody } from "./request-body.ts";

export type { CountLine } from "./count-line.ts";

/** The counter's file unless told otherwise: `counts.jsonl` in the outbox's folder (`data/`). */
export const countsPathBeside = (outboxPath: string) => join(dirname(outboxPath), "counts.jsonl");

/** An event is a few hundred bytes; anything much larger is not one of the site's. */
export const MAX_EVENT_BYTES = 4096;

interface CounterOptions {
  fs?: OutboxFs;
  /** Whether the built site has a page at a path; events about any other page are refused. */
  isPage?: (path: string) => boolean;
  bounds?: CountBounds;
  /** Free bytes on the counts' disk (tests give their own). */
  freeBytes?: (folder: string) => Promise<number>;
}

export function createCounter(
  countsPath: string,
  { fs = realFs, isPage = () => true, bounds = DEFAULT_COUNT_BOUNDS, freeBytes }: CounterOptions = {},
) {
  const log = createDurableLog({
    fs,
    path: countsPath,
    lines: "events",
    label: "counter",
    prepare: () => repairJsonLines(fs, countsPath, "counter"),
  });
  void log.ready();
  const bound = createCountBound(dirname(countsPath), bounds, freeBytes);
  const visits = createVisits();
  const faults = log.faults;
  const unavailable = textReply(503, "Service Unavailable: counts cannot be written just now", { "Retry-After": "60" });

  async function reply(req: IncomingMessage): Promise<Reply> {
    const text = await readBody(req, MAX_EVENT_BYTES);
    if (text === "too large") return textReply(413, `Payload Too Large: an event is at most ${MAX_EVENT_BYTES} bytes`);
    const line = countLineOf(text, { host: req.headers.host, isPage });
    if (typeof line === "string") return textReply(400, `Bad Request: ${line}`);
    if (isbot(req.headers["user-agent"])) return { status: 202, body: "{}", type: "application/json" };
    if (!(await log.ready())) return unavailable;
    const stored = `${JSON.stringify(visits.place(line, `${req.socket.remoteAddress} ${req.headers["user-agent"]}`))}\n`;
    const bytes = Buffer.byteLength(stored);
    const over = await bound.refusal(bytes);
    if (over === "daily") faults.fault(over, `today's counts reached ${bounds.dailyBytes} bytes; the rest of today's are refused`);
    if (over === "floor")
      faults.fault(over, `less than ${bounds.freeFloorBytes} bytes free; events are refused, so quote requests keep the room`);
    if (over) return unavailable;
    try {
      await log.append(stored);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "write";
      faults.fault(code, `could not store an event (${String(error)})`);
      return unavailable;
    }
    bound.wrote(bytes);
    faults.mended();
    return { status: 202, body: "{}", type: "application/json" };
  }

  return {
    handle: postEndpoint(
      {
        what: "counts",
        types: /^(text\/plain|application\/json)\b/i,
        unsupported: "send the event as JSON (text/plain or application/json)",
      },
      reply,
      (error) => faults.fault("unexpected", `an event could not be answered (${String(error)})`),
    ),
    /** Resolves when every accepted event so far is on disk. */
    flushed: log.flushed,
  };
}

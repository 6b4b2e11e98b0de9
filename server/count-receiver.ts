/**
 * `npm start`'s own counter (docs/decisions/0031): with no counting service configured, the pages
 * post what they count here, in the shape of Plausible's Events API (app/counts/count-event.ts),
 * and `npm run stats` reads the file. It takes events as the outbox takes quote requests (ADR 0028):
 * from the site's own pages only (403), an event that is not one of the site's own refused (4xx,
 * nothing written), 202 only once its line is on disk, 503 while the file cannot be written.
 *
 * A line holds what the table needs and nothing else: when, what, the page's path, its suburb and
 * the speed ratings.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import * as z from "zod/mini";
import { counted, ratings, type CountEvent, type SpeedRatings } from "#app/counts/count-event.ts";
import { realFs, type OutboxFs } from "./durable-files.ts";
import { createDurableLog } from "./durable-log.ts";
import { answer, refusedBeforeReading, textReply, type Reply } from "./page-endpoint.ts";
import { repairJsonLines } from "./outbox-recovery.ts";

/** The counter's file unless told otherwise: `counts.jsonl` in the outbox's folder (`data/`). */
export const countsPathBeside = (outboxPath: string) => join(dirname(outboxPath), "counts.jsonl");

/** An event is a few hundred bytes; anything much larger is not one of the site's. */
export const MAX_EVENT_BYTES = 4096;

/** One counted thing as the counter's file holds it (a JSON line). */
export type CountLine = { at: string; name: CountEvent["name"]; page: string; suburb?: string } & SpeedRatings;

const pageUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2100));
const domain = z.string().check(z.maxLength(253));
const referrer = z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2100)));
const suburb = z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,100}$/)));
const rating = z.optional(z.enum(ratings));

/** The events the site's pages send, each exactly: an unknown field is refused, so nothing else can be stored. */
const eventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.enum([counted.visit, counted.call, counted.email, counted.quote]),
    url: pageUrl,
    domain,
    referrer,
    props: z.optional(z.strictObject({ suburb })),
  }),
  z.strictObject({
    name: z.literal(counted.speed),
    url: pageUrl,
    domain,
    interactive: z.literal(false),
    props: z.strictObject({ suburb, lcp: rating, inp: rating, cls: rating }),
  }),
]);

/** The body, up to `limit` bytes; undefined if it is longer (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseEvent(text: string): CountLine | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "the body is not JSON";
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".") || "event"}: ${issue.message}`).join("; ");
  const { name, url, props } = parsed.data;
  return { at: new Date().toISOString(), name, page: new URL(url).pathname, ...props };
}

export function createCounter(countsPath: string, { fs = realFs }: { fs?: OutboxFs } = {}) {
  const log = createDurableLog({
    fs,
    path: countsPath,
    lines: "counts",
    label: "counter",
    prepare: () => repairJsonLines(fs, countsPath, "counter"),
  });
  void log.ready();

  async function reply(req: IncomingMessage): Promise<Reply> {
    const refused = refusedBeforeReading(req, {
      what: "counts",
      types: /^(text\/plain|application\/json)\b/i,
      unsupported: "send the event as JSON (text/plain or application/json)",
    });
    if (refused) return refused;
    const text = await readBody(req, MAX_EVENT_BYTES);
    if (text === undefined) return textReply(413, `Payload Too Large: an event is at most ${MAX_EVENT_BYTES} bytes`);
    const line = parseEvent(text);
    if (typeof line === "string") return textReply(400, `Bad Request: ${line}`);
    if (!(await log.ready())) return textReply(503, "Service Unavailable: counts cannot be written just now");
    try {
      await log.append(`${JSON.stringify(line)}\n`);
    } catch (error) {
      console.error("counter: could not store an event", error);
      return textReply(503, "Service Unavailable: counts cannot be written just now");
    }
    return { status: 202, body: "{}", type: "application/json" };
  }

  return {
    handle: (req: IncomingMessage, res: ServerResponse) =>
      answer(
        req,
        res,
        () => reply(req),
        (error) => {
          console.error("counter:", error);
          return textReply(500, "Internal Server Error");
        },
      ),
    /** Resolves when every accepted event so far is on disk. */
    flushed: log.flushed,
  };
}

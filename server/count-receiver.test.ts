/**
 * npm start's own counter takes the pages' events as the outbox takes quote requests: from the
 * site's own pages, exactly the events the site sends, 202 only once the line is on disk, 503
 * while it cannot write, a torn line left by a crash set aside at start.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { counted, countEvent, type CountedName } from "#app/counts/count-event.ts";
import { MAX_EVENT_BYTES } from "./count-receiver.ts";
import { rejectedPathFor } from "./outbox-recovery.ts";
import { cleanUp, fakeDisk, quiet, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";
import { countTarget as target, serveCounter } from "../scripts/fixtures/count-testing.ts";

afterEach(cleanUp);

const event = (origin: string, name: CountedName = counted.call, path = "/tree-removal-noosa") => countEvent(target, name, origin, path);

describe("npm start's counter", () => {
  it("stores each event the pages send as one line: when, what, the page seen and its suburb; 202", async () => {
    const counter = await serveCounter();
    const answers = await Promise.all([
      counter.post(event(counter.origin, counted.visit, "/locations/noosa")),
      counter.post(event(counter.origin)),
      counter.post(countEvent(target, counted.speed, counter.origin, "/", { ratings: { lcp: "good", cls: "poor" } })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const lines = counter.lines();
    expect(lines.map(({ at, ...rest }) => (expect(Date.parse(String(at))).not.toBeNaN(), rest))).toEqual(
      expect.arrayContaining([
        { name: "pageview", page: "/locations/noosa", suburb: "noosa", entry: true },
        { name: "Call", page: "/tree-removal-noosa", suburb: "noosa" },
        { name: "Speed", page: "/", lcp: "good", cls: "poor" },
      ]),
    );
    expect(lines).toHaveLength(3);
    await counter.close();
  });

  it("refuses what is not one of the site's events, and stores nothing of it", async () => {
    quiet();
    const counter = await serveCounter();
    const good = event(counter.origin);
    const refused = {
      "another site's page": [good, { Origin: "https://evil.example" }, 403],
      "not JSON": ["name=Call", {}, 400],
      "an unknown event": [{ ...good, name: "Purchase" }, {}, 400],
      "a field the site never sends (a name, say)": [{ ...good, props: { suburb: "noosa", name: "Jo Bloggs" } }, {}, 400],
      "personal data at the top level": [{ ...good, email: "jo@example.com" }, {}, 400],
      "a rating that is not Google's": [
        { ...countEvent(target, counted.speed, counter.origin, "/", { ratings: { lcp: "good" } }), props: { lcp: "fast" } },
        {},
        400,
      ],
      "a form post": [good, { "Content-Type": "application/x-www-form-urlencoded" }, 415],
      "more than an event's size": [{ ...good, referrer: `https://example.com/${"a".repeat(MAX_EVENT_BYTES)}` }, {}, 413],
    } as const;
    for (const [what, [body, headers, status]] of Object.entries(refused)) {
      expect((await counter.post(body, headers)).status, what).toBe(status);
    }
    expect((await fetch(`${counter.origin}${COUNT_EVENT_PATH}`)).status, "a GET").toBe(405);
    expect(() => counter.lines()).toThrow(/ENOENT/);
    await counter.close();
  });

  it("answers 503 while the disk is full, stores nothing half, and stores the next event once there is room", async () => {
    quiet();
    const { disk, fs } = fakeDisk({ free: 10 });
    const counter = await serveCounter({ fs });
    expect((await counter.post(event(counter.origin))).status).toBe(503);
    expect(readFileSync(counter.path, "utf8")).toBe("");
    disk.free = Number.POSITIVE_INFINITY;
    expect((await counter.post(event(counter.origin))).status).toBe(202);
    expect(counter.lines()).toHaveLength(1);
    await counter.close();
  });

  it("a failing counts file (every flush EIO): each event 503, and the log says each problem once, as the counter's, with no stack", async () => {
    const log = quiet();
    const { disk, fs } = fakeDisk();
    const counter = await serveCounter({ fs });
    disk.failFlushes = Number.POSITIVE_INFINITY;
    const statuses = [];
    for (let sent = 0; sent < 100; sent += 1) statuses.push((await counter.post(event(counter.origin))).status);
    expect(new Set(statuses)).toEqual(new Set([503]));
    const said = [...log.warn.mock.calls, ...log.error.mock.calls].map((args) => args.map(String).join(" "));
    expect(said.length, said.join("\n")).toBeLessThanOrEqual(3);
    for (const line of said) expect(line).toMatch(/^counter: [^\n]*EIO[^\n]*$/);
    disk.failFlushes = 0;
    expect((await counter.post(event(counter.origin))).status).toBe(202);
    await counter.close();
  });

  it("sets a torn last line aside at start, with a warning, and keeps the whole ones", async () => {
    const log = quiet();
    const countsPath = join(temporaryFolder("counter-torn-"), "counts.jsonl");
    const whole = JSON.stringify({ at: new Date().toISOString(), name: "pageview", page: "/" });
    writeFileSync(countsPath, `${whole}\n${whole.slice(0, 20)}`);
    const counter = await serveCounter({ countsPath });
    expect((await counter.post(event(counter.origin))).status).toBe(202);
    expect(counter.lines()).toHaveLength(2);
    expect(readFileSync(rejectedPathFor(countsPath), "utf8")).toBe(`${whole.slice(0, 20)}\n`);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/counter: line 2 of .*counts\.jsonl .*moved to/));
    await counter.close();
  });

  it("drops a known bot's event (Googlebot, Lighthouse, a headless browser) and stores a person's", async () => {
    const counter = await serveCounter();
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
    ];
    for (const agent of bots)
      expect((await counter.post(event(counter.origin, counted.visit, "/"), { "User-Agent": agent })).status).toBe(202);
    expect(() => counter.lines(), "nothing stored").toThrow(/ENOENT/);
    expect((await counter.post(event(counter.origin, counted.visit, "/"))).status).toBe(202);
    expect(counter.lines()).toHaveLength(1);
    await counter.close();
  });

  it("answers the next request on the same connection after refusing a body too large", async () => {
    quiet();
    const counter = await serveCounter();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const sent = request(`${counter.origin}${COUNT_EVENT_PATH}`, {
          method: "POST",
          agent,
          headers: { "Content-Type": "text/plain", Origin: counter.origin, "Content-Length": Buffer.byteLength(body) },
        });
        sent.on(
          "response",
          (answer) => (answer.resume(), answer.on("end", () => resolve({ status: answer.statusCode!, socket: sent.socket }))),
        );
        sent.on("error", reject);
        sent.end(body);
      });
    // 2 MB: far more than arrives with the headers, so most of it is still on its way when the 413 is decided.
    const tooLarge = await send(JSON.stringify({ ...event(counter.origin), referrer: `https://example.com/${"a".repeat(2_000_000)}` }));
    const next = await send(JSON.stringify(event(counter.origin)));
    expect([tooLarge.status, next.status]).toEqual([413, 202]);
    expect(next.socket, "the same connection").toBe(tooLarge.socket);
    agent.destroy();
    await counter.close();
  });
});

/**
 * `npm run bench:stats`: the counts at a busy year's scale (issue 49, docs/benchmarks.md).
 * - `npm run stats` on a year of 1,000,000 events (about 123 MB; EVENTS to change), written to a
 *   temporary folder as npm start's counter writes them: its seconds and peak memory (the kernel's
 *   high-water mark, through /usr/bin/time), against 30 s and 300 MB; stopped after 10 minutes;
 * - `npm start`'s counter (server/main.ts, in its own process) taking 100,000 events (COUNTER_EVENTS)
 *   from a few hundred visitors: its resident memory every 10,000 events, which must stay flat (at
 *   the end within 60 MB of the server's at rest, before its first event). Past a day's bound of counts (server/count-bound.ts, 5 MB)
 *   the counter answers 503, as it should; each event is still read, checked and placed in its visit.
 * Loopback only; nothing is written in the repository.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { counted, countEvent } from "#app/counts/count-event.ts";
import { countTarget } from "../fixtures/count-testing.ts";
import { startOutboxServer } from "../fixtures/outbox-server.ts";

const STATS_LIMIT = { seconds: 30, peakMB: 300 };
const FLAT_WITHIN_MB = 60;
const events = Number(process.env["EVENTS"] ?? 1_000_000);
const counterEvents = Number(process.env["COUNTER_EVENTS"] ?? 100_000);
const project = join(import.meta.dirname, "..", "..");

/** A year of events in the counter's shape, the same for every run (a fixed sequence, not Math.random). */
function writeYear(path: string, amount: number) {
  let seed = 49;
  const next = (below: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % below);
  const pages = [
    "/",
    "/services",
    "/contact",
    "/about",
    "/locations/noosa",
    "/tree-removal-noosa",
    "/arborist-buderim",
    "/blog/storm-season",
  ];
  // A visit's first page carries its tags or the other site, as the counter stores it; its other lines, its source.
  const sources = [
    { utm_source: "gbp", utm_medium: "organic", utm_campaign: "profile", source: "gbp / organic / profile" },
    { from: "https://www.google.com", source: "www.google.com" },
    { utm_source: "flyer", utm_medium: "print", utm_campaign: "spring", source: "flyer / print / spring" },
    undefined,
  ];
  const start = Date.parse("2026-01-01T00:00:00+10:00");
  const step = (365 * 864e5) / amount;
  writeFileSync(path, "");
  let chunk = "";
  for (let index = 0; index < amount; index += 1) {
    const at = new Date(start + index * step).toISOString();
    const page = pages[next(pages.length)]!;
    const suburb = /noosa|buderim/.exec(page)?.[0];
    const source = sources[next(sources.length)];
    const where = { page, ...(suburb && { suburb }) };
    const roll = next(100);
    const line =
      roll < 3
        ? { at, name: "404", page: `/old-page-${next(5000)}` }
        : roll < 60
          ? { at, name: "pageview", ...where, entry: roll < 25, ...(roll < 25 ? source : source && { source: source.source }) }
          : roll < 75
            ? { at, name: "Speed", ...where, lcp: "good", inp: "needs-improvement", cls: "good" }
            : { at, name: roll < 85 ? "Call" : roll < 90 ? "Quote" : "Email", ...where, ...(source && { source: source.source }) };
    chunk += `${JSON.stringify(line)}\n`;
    if (chunk.length > 1e6 || index === amount - 1) [chunk] = [appendFileSync(path, chunk) ?? ""];
  }
}

function benchStats(): boolean {
  const folder = mkdtempSync(join(tmpdir(), "stats-bench-"));
  try {
    const countsPath = join(folder, "counts.jsonl");
    writeYear(countsPath, events);
    const megabytes = Math.round(statSync(countsPath).size / 1e6);
    const run = spawnSync("/usr/bin/time", ["-f", "BENCH %e %M", process.execPath, "scripts/dev/stats.ts", "2026-11", "--html"], {
      cwd: project,
      env: { ...process.env, COUNTS_PATH: countsPath },
      encoding: "utf8",
      maxBuffer: 1e8,
      timeout: 600_000,
    });
    // %e: seconds; %M: the peak resident memory in KB.
    const [, seconds, kilobytes] = /BENCH ([\d.]+) (\d+)/.exec(run.stderr) ?? [];
    if (!seconds || run.status !== 0) {
      console.log(`FAILED npm run stats on ${events} events (${megabytes} MB): no answer (${run.error ?? run.stderr.slice(-400)})`);
      return false;
    }
    const peakMB = Math.round(Number(kilobytes) / 1024);
    const within = Number(seconds) <= STATS_LIMIT.seconds && peakMB <= STATS_LIMIT.peakMB;
    console.log(run.stdout.split("\n")[0]);
    console.log(
      `${within ? "OK" : "FAILED"} npm run stats on ${events} events (${megabytes} MB): ${seconds} s, peak ${peakMB} MB ` +
        `(limits ${STATS_LIMIT.seconds} s, ${STATS_LIMIT.peakMB} MB)`,
    );
    return within;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A process's resident memory, in MB, from Linux's /proc. */
function residentMB(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(status, "utf8"))?.[1]) / 1024);
}

async function benchCounter(): Promise<boolean> {
  const folder = mkdtempSync(join(tmpdir(), "counter-bench-"));
  const server = await startOutboxServer({ folder });
  try {
    const body = JSON.stringify(countEvent(countTarget, counted.visit, server.origin, "/"));
    const post = (index: number) =>
      fetch(`${server.origin}${COUNT_EVENT_PATH}`, {
        method: "POST",
        body,
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          Origin: server.origin,
          // A few hundred visitors, each a browser of its own.
          "User-Agent": `Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.${index % 300}`,
        },
      }).then((answer) => answer.status);
    const memory = [{ events: 0, mb: residentMB(server.pid) }];
    const statuses = new Map<number, number>();
    const concurrent = 20;
    for (let sent = 0; sent < counterEvents; sent += concurrent) {
      for (const status of await Promise.all(Array.from({ length: concurrent }, (_, index) => post(sent + index))))
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if ((sent + concurrent) % 10_000 === 0) memory.push({ events: sent + concurrent, mb: residentMB(server.pid) });
    }
    const stored = readFileSync(join(folder, "counts.jsonl"), "utf8").split("\n").filter(Boolean).length;
    const [first, last] = [memory[0]?.mb, memory.at(-1)?.mb];
    const flat = first !== undefined && last !== undefined && last - first <= FLAT_WITHIN_MB;
    console.log(`npm start's counter, resident MB by events taken: ${memory.map(({ events: taken, mb }) => `${taken}: ${mb}`).join(", ")}`);
    console.log(`answers: ${[...statuses].map(([status, times]) => `${times} × ${status}`).join(", ")}; lines stored: ${stored}`);
    console.log(
      `${flat ? "OK" : "FAILED"} npm start's counter over ${counterEvents} events: ${first} MB at rest, ${last} MB at the end ` +
        `(flat: within ${FLAT_WITHIN_MB} MB)`,
    );
    return flat && [...statuses.keys()].every((status) => status === 202 || status === 503);
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const only = process.env["ONLY"];
const results = [...(only !== "counter" ? [benchStats()] : []), ...(only !== "stats" ? [await benchCounter()] : [])];
process.exit(results.every(Boolean) ? 0 : 1);

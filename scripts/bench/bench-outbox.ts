/**
 * `npm run bench:outbox`: load on the local outbox of `npm start`'s own server (server/main.ts, in
 * a child process), then checks that every request was stored exactly once and none was refused:
 * - 1,000 quote requests at 50 concurrent;
 * - 200 requests with three 300 KB photos each at 20 concurrent;
 * - three waves of 50 concurrent requests with three 1.5 MB photos each, for the server's memory:
 *   its resident memory at rest and its peak (the kernel's high-water mark, VmHWM), which must
 *   stay at most 160 MB.
 * Each request carries its own request id. Loopback only.
 */
import autocannon from "autocannon";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jpeg } from "../fixtures/outbox-photos.ts";
import { sampleSendForm } from "../fixtures/sample-quote.ts";
import { startOutboxServer } from "../fixtures/outbox-server.ts";

const PEAK_RSS_LIMIT_MB = 160;
const boundary = "----bench-boundary";
/** A real JPEG (the outbox decodes each photo before storing it) of this many KB. */
const photoOf = (kilobytes: number) => Buffer.from(jpeg(kilobytes * 1024));

function body(requestId: string, photo: Buffer | undefined, photos: number): Buffer {
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (index: number) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo_${index}"; filename="photo-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo!,
      Buffer.from("\r\n"),
    ]);
  const text = Object.entries(sampleSendForm(requestId))
    .map(([name, value]) => part(name, value))
    .join("");
  return Buffer.concat([
    Buffer.from(text),
    ...Array.from({ length: photos }, (_, index) => file(index + 1)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

/** A process's resident memory now and at its peak, in MB, from Linux's /proc. */
function memoryOf(pid: number): { rssMB: number; peakMB: number } | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(readFileSync(status, "utf8"))?.[1]);
  return { rssMB: Math.round(kilobytes("VmRSS") / 1024), peakMB: Math.round(kilobytes("VmHWM") / 1024) };
}

interface Run {
  name: string;
  amount: number;
  connections: number;
  photos: number;
  photoKB?: number;
  /** Runs of `amount` requests, one after another, against the same server. */
  waves?: number;
}

async function run({ name, amount, connections, photos, photoKB = 300, waves = 1 }: Run) {
  const folder = mkdtempSync(join(tmpdir(), "outbox-bench-"));
  const server = await startOutboxServer({ folder });
  const photo = photos > 0 ? photoOf(photoKB) : undefined;
  const atRest = memoryOf(server.pid);
  const results: autocannon.Result[] = [];
  for (let wave = 0; wave < waves; wave += 1) {
    results.push(
      await autocannon({
        url: server.url,
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        requests: [{ setupRequest: (request) => ({ ...request, body: body(crypto.randomUUID(), photo, photos) }) }],
        amount,
        connections,
        timeout: 30, // seconds: a busy machine is slow, not failing; storing each once is what is checked
      }),
    );
  }
  const afterwards = memoryOf(server.pid);
  await server.stop();
  const total = amount * waves;
  const lines = readFileSync(server.outboxPath, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { request_id: string; photos: string[] });
  const ids = new Set(lines.map((line) => line.request_id));
  const photosRoot = join(folder, "quote-outbox-photos");
  const folders = existsSync(photosRoot) ? readdirSync(photosRoot) : [];
  rmSync(folder, { recursive: true, force: true });
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((count, result) => count + pick(result), 0);
  const summary = {
    name,
    requests: sum((result) => result.requests.sent),
    ok2xx: sum((result) => result["2xx"]),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    linesInOutbox: lines.length,
    distinctRequestIds: ids.size,
    photosStored: lines.reduce((count, line) => count + line.photos.length, 0),
    photoFolders: folders.length,
    lost: total - ids.size,
    latencyMs: {
      p50: results[0]!.latency.p50,
      p99: results[0]!.latency.p99,
      max: Math.max(...results.map((result) => result.latency.max)),
    },
    requestsPerSecond: results[0]!.requests.average,
    serverMemoryMB: { atRest: atRest?.rssMB, afterwards: afterwards?.rssMB, peak: afterwards?.peakMB },
  };
  const stored =
    summary.ok2xx === total &&
    summary.non2xx === 0 &&
    summary.errors === 0 &&
    lines.length === total &&
    ids.size === total &&
    summary.photosStored === total * photos &&
    folders.length === (photos > 0 ? total : 0);
  const withinMemory = !afterwards || afterwards.peakMB <= PEAK_RSS_LIMIT_MB;
  console.log(JSON.stringify(summary, null, 2));
  console.log(
    stored
      ? `OK ${name}: ${total} requests, each stored once, 0 lost, 0 5xx`
      : `FAILED ${name}: requests were lost, refused or stored twice`,
  );
  console.log(
    afterwards
      ? `${withinMemory ? "OK" : "FAILED"} ${name}: server memory at rest ${atRest?.rssMB} MB, peak ${afterwards.peakMB} MB (limit ${PEAK_RSS_LIMIT_MB} MB)`
      : "server memory: not measured (no /proc on this system)",
  );
  return stored && withinMemory;
}

const results = [
  await run({ name: "text only", amount: 1000, connections: 50, photos: 0 }),
  await run({ name: "three 300 KB photos each", amount: 200, connections: 20, photos: 3 }),
  await run({
    name: "50 at once with three 1.5 MB photos each, three waves",
    amount: 50,
    connections: 50,
    photos: 3,
    photoKB: 1536,
    waves: 3,
  }),
];
process.exit(results.every(Boolean) ? 0 : 1);

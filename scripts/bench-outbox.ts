/**
 * `npm run bench:outbox`: load on the local outbox, then checks that every request was stored
 * exactly once and none was refused:
 * - 1,000 quote requests at 50 concurrent;
 * - 200 requests with three 300 KB photos each at 20 concurrent.
 * Each request carries its own request id. Loopback only.
 */
import autocannon from "autocannon";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEND_FORM_PATH } from "../server/outbox.ts";
import { createSiteServer } from "../server/site-server.ts";
import { sampleQuote } from "../tests/sample-quote.ts";

const boundary = "----bench-boundary";
const fields = {
  ...sampleQuote,
  suburb: sampleQuote.address,
  to_email: "quotes@example.com",
  lib_version: "4.4.1",
  service_id: "local",
  template_id: "local",
  user_id: "local",
};
/** 300 KB that start like a JPEG (the outbox reads the first bytes to know a photo). */
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300 * 1024 - 4, 7)]);

function body(requestId: string, photos: number): Buffer {
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (index: number) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo_${index}"; filename="photo-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from("\r\n"),
    ]);
  const text = Object.entries({ ...fields, request_id: requestId })
    .map(([name, value]) => part(name, value))
    .join("");
  return Buffer.concat([
    Buffer.from(text),
    ...Array.from({ length: photos }, (_, index) => file(index + 1)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

async function run(name: string, amount: number, connections: number, photos: number) {
  const outboxPath = join(mkdtempSync(join(tmpdir(), "outbox-bench-")), "outbox.jsonl");
  const { server, outbox } = createSiteServer({ root: join(import.meta.dirname, "..", "build", "client"), outboxPath });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${SEND_FORM_PATH}`,
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: body(crypto.randomUUID(), photos) }) }],
    amount,
    connections,
  });
  await outbox.flushed();
  server.close();
  const lines = readFileSync(outboxPath, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { request_id: string; photos: string[] });
  const ids = new Set(lines.map((line) => line.request_id));
  const folders = existsSync(outbox.photosRoot) ? readdirSync(outbox.photosRoot) : [];
  const summary = {
    name,
    requests: result.requests.sent,
    ok2xx: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    linesInOutbox: lines.length,
    distinctRequestIds: ids.size,
    photosStored: lines.reduce((total, line) => total + line.photos.length, 0),
    photoFolders: folders.length,
    lost: amount - ids.size,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requestsPerSecond: result.requests.average,
  };
  const ok =
    summary.ok2xx === amount &&
    summary.non2xx === 0 &&
    summary.errors === 0 &&
    lines.length === amount &&
    ids.size === amount &&
    summary.photosStored === amount * photos &&
    folders.length === (photos > 0 ? amount : 0);
  console.log(JSON.stringify(summary, null, 2));
  console.log(
    ok ? `OK ${name}: ${amount} requests, each stored once, 0 lost, 0 5xx` : `FAILED ${name}: requests were lost, refused or stored twice`,
  );
  return ok;
}

const results = [await run("text only", 1000, 50, 0), await run("three 300 KB photos each", 200, 20, 3)];
process.exit(results.every(Boolean) ? 0 : 1);

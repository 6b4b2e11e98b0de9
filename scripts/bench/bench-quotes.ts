/**
 * `npm run bench:quotes`: quote requests on the live site's runtime (issue 54), the Worker on workerd
 * with a local D1 (../fixtures/quote-worker.ts), its emails to the EmailJS stand-in and its alerts
 * to the push-service stand-in:
 * - REQUESTS (50) sent at once, each with 1 to 3 photos: from the POST to its 200 (stored), and
 *   to the alert decrypted by the push service; median and 95th percentile;
 * - the owner's list with LIST_SIZE (10,000) requests in D1: Lighthouse mobile (simulated 4G, 4× CPU,
 *   median of 3) on /admin#/requests, signed in with GitHub (the Worker checks the sign-in against a
 *   local fake), against the editor's own budget (first paint ≤ 2 s, interactive ≤ 3 s).
 * Needs `npm run build`. Prints the figures and the machine's load; asserts nothing.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { freePort } from "../dev/free-port.ts";
import { startQuoteWorker } from "../fixtures/quote-worker.ts";
import { sampleSendForm } from "../fixtures/sample-quote.ts";
import { ownerListAtSize } from "./owner-list-at-size.ts";

const root = join(import.meta.dirname, "..", "..");
const REQUESTS = Number(process.env.REQUESTS ?? 50);
const LIST_SIZE = Number(process.env.LIST_SIZE ?? 10_000);
const load = () => loadavg().map((value) => value.toFixed(2));
const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const figures = (values: number[]) => ({ medianMs: Math.round(percentile(values, 0.5)), p95Ms: Math.round(percentile(values, 0.95)) });

const photo = (seed: number) =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#3f6b22",
      noise: { type: "gaussian", mean: 128 + (seed % 60), sigma: 30 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

const githubPort = await freePort();
const github = spawn(process.execPath, [join(root, "scripts", "fixtures", "fake-github-api.ts")], {
  env: { ...process.env, PORT: String(githubPort) },
  stdio: "ignore",
});
const folder = mkdtempSync(join(tmpdir(), "bench-quotes-"));
const quoteWorker = await startQuoteWorker({
  githubOrigin: `http://127.0.0.1:${githubPort}`,
  output: "ignore",
  env: { REQUESTS_PER_HOUR: String(REQUESTS + 1) },
});
const { push, emailjs } = quoteWorker;
try {
  const photos = await Promise.all([0, 1, 2].map(photo));
  const loadBefore = load();
  const pushedAt = new Map<string, number>();
  const watch = setInterval(() => {
    for (const { payload } of push.received) {
      const { id } = JSON.parse(payload) as { id: string };
      if (!pushedAt.has(id)) pushedAt.set(id, performance.now());
    }
  }, 2);
  const sent = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, index) => {
      const id = crypto.randomUUID();
      const form = new FormData();
      for (const [name, value] of Object.entries(sampleSendForm(id))) form.append(name, value);
      photos
        .slice(0, 1 + (index % 3))
        .forEach((bytes, at) => form.append(`photo_${at + 1}`, new Blob([bytes], { type: "image/jpeg" }), "p.jpg"));
      const began = performance.now();
      const response = await fetch(quoteWorker.base + SEND_FORM_PATH, { method: "POST", body: form });
      return {
        id,
        began,
        storedMs: performance.now() - began,
        status: response.status,
        bytes: photos.slice(0, 1 + (index % 3)).reduce((n, b) => n + b.length, 0),
      };
    }),
  );
  const deadline = Date.now() + 60_000;
  while (sent.some(({ id }) => !pushedAt.has(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(watch);
  const stored = figures(sent.map((one) => one.storedMs));
  const pushed = figures(sent.filter(({ id }) => pushedAt.has(id)).map(({ id, began }) => pushedAt.get(id)! - began));

  const ownerList = await ownerListAtSize(quoteWorker, LIST_SIZE, folder);
  const result = {
    measuredAt: new Date().toISOString(),
    requests: {
      count: REQUESTS,
      statuses: [...new Set(sent.map((one) => one.status))],
      photosKb: Math.round(sent.reduce((n, one) => n + one.bytes, 0) / REQUESTS / 1024),
      stored,
      pushed,
      alerted: pushedAt.size,
      emailed: emailjs.accepted.length,
    },
    ownerList: { requests: LIST_SIZE + REQUESTS, ...ownerList },
    loadBefore,
    loadAfter: load(),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await quoteWorker.stop();
  github.kill();
  rmSync(folder, { recursive: true, force: true });
}

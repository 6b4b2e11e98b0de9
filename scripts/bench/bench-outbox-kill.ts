/**
 * `npm run bench:outbox-kill`: crashes on purpose. Fifteen rounds, each of 12 quote requests at
 * once (some with up to three photos) against `npm start`'s own server, killed (`kill -9`) at a
 * random moment while they are read and written: once a random number of them (0 to 11) have been
 * answered, whatever the machine's speed. The server is started again over what the crash
 * left, and every request that was not answered 200 is sent again with its own request id, as the
 * form and the service worker do. One outbox folder throughout, as on the owner's computer.
 * Then, per request: stored once, stored twice, or lost (and whether any 200 was lost).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jpeg } from "../fixtures/outbox-photos.ts";
import { startOutboxServer } from "../fixtures/outbox-server.ts";
import { sampleSendForm } from "../fixtures/sample-quote.ts";

const ROUNDS = 15;
const AT_ONCE = 12;
const MAX_RETRIES = 5;

const randomInt = (below: number) => Math.floor(Math.random() * below);

interface Sent {
  requestId: string;
  photoSizes: number[];
  /** 200 at some attempt: the visitor was told it was stored. */
  told: boolean;
}

function formOf({ requestId, photoSizes }: Sent) {
  const data = new FormData();
  for (const [name, value] of Object.entries(sampleSendForm(requestId))) data.append(name, value);
  photoSizes.forEach((kilobytes, index) =>
    data.append(`photo_${index + 1}`, new Blob([jpeg(kilobytes * 1024) as Uint8Array<ArrayBuffer>]), `photo-${index + 1}.jpg`),
  );
  return data;
}

/** One attempt: the status, or 0 when the connection broke (the server was killed). */
const attempt = (url: string, sent: Sent) =>
  fetch(url, { method: "POST", body: formOf(sent) }).then(
    (response) => response.status,
    () => 0,
  );

const folder = mkdtempSync(join(tmpdir(), "outbox-kill-"));
const outboxPath = join(folder, "quote-outbox.jsonl");
const all: Sent[] = [];
const killedDuring: number[] = [];
let retried = 0;

for (let round = 1; round <= ROUNDS; round += 1) {
  const server = await startOutboxServer({ folder, outboxPath });
  const batch: Sent[] = Array.from({ length: AT_ONCE }, () => ({
    requestId: crypto.randomUUID(),
    photoSizes: Array.from({ length: randomInt(4) }, () => 100 + randomInt(500)),
    told: false,
  }));
  all.push(...batch);
  const killAfterAnswers = randomInt(AT_ONCE);
  const started = Date.now();
  let answered = 0;
  const { promise: killTime, resolve: killNow } = Promise.withResolvers<void>();
  if (killAfterAnswers === 0) setTimeout(killNow, randomInt(50)); // before any answer, or at once
  const answers = batch.map((sent) =>
    attempt(server.url, sent).then((status) => {
      sent.told = status === 200;
      if (++answered === killAfterAnswers) killNow();
    }),
  );
  await killTime;
  const killedAfterMs = Date.now() - started;
  process.kill(server.pid, "SIGKILL");
  await Promise.all(answers);
  await server.exited;
  killedDuring.push(batch.filter((sent) => !sent.told).length);

  // Started again over what the crash left; the requests without a 200 are sent again.
  const again = await startOutboxServer({ folder, outboxPath });
  for (const sent of batch.filter(({ told }) => !told)) {
    for (let retry = 1; retry <= MAX_RETRIES && !sent.told; retry += 1) {
      retried += 1;
      sent.told = (await attempt(again.url, sent)) === 200;
    }
  }
  await again.stop();
  const unanswered = killedDuring.at(-1)!;
  console.log(
    `round ${round}: killed after ${killedAfterMs} ms, ${unanswered} of ${AT_ONCE} unanswered${unanswered ? ", sent again" : ""}`,
  );
}

const lines = readFileSync(outboxPath, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { request_id: string; photos: string[] });
const linesOf = (requestId: string) => lines.filter((line) => line.request_id === requestId);
const photosWhole = (sent: Sent) => {
  const [line] = linesOf(sent.requestId);
  return (
    line !== undefined &&
    line.photos.length === sent.photoSizes.length &&
    line.photos.every(
      (photo, index) => existsSync(join(folder, photo)) && statSync(join(folder, photo)).size === sent.photoSizes[index]! * 1024,
    )
  );
};
const rejected = join(folder, "quote-outbox.rejected.jsonl");
const setAsidePhotos = join(folder, "quote-outbox.rejected-photos");
const photosRoot = join(folder, "quote-outbox-photos");
const summary = {
  requests: all.length,
  storedOnce: all.filter((sent) => linesOf(sent.requestId).length === 1).length,
  duplicated: all.filter((sent) => linesOf(sent.requestId).length > 1).length,
  lost: all.filter((sent) => linesOf(sent.requestId).length === 0).length,
  toldStoredButLost: all.filter((sent) => sent.told && linesOf(sent.requestId).length === 0).length,
  neverTold200: all.filter((sent) => !sent.told).length,
  photosWhole: all.filter(photosWhole).length,
  unansweredAtKill: killedDuring.reduce((total, count) => total + count, 0),
  sentAgain: retried,
  tornLinesSetAside: existsSync(rejected) ? readFileSync(rejected, "utf8").split("\n").filter(Boolean).length : 0,
  orphanedPhotoFoldersSetAside: existsSync(setAsidePhotos) ? readdirSync(setAsidePhotos).length : 0,
  partialFoldersLeft: existsSync(photosRoot) ? readdirSync(photosRoot).filter((name) => name.endsWith(".partial")).length : 0,
};
rmSync(folder, { recursive: true, force: true });
console.log(JSON.stringify(summary, null, 2));
const ok = summary.storedOnce === all.length && summary.photosWhole === all.length && summary.partialFoldersLeft === 0;
console.log(
  ok
    ? `OK: ${ROUNDS} rounds of ${AT_ONCE} killed at random moments: ${summary.storedOnce} stored once, 0 duplicated, 0 lost`
    : `FAILED: ${summary.duplicated} duplicated, ${summary.lost} lost (${summary.toldStoredButLost} after a 200)`,
);
process.exit(ok ? 0 : 1);

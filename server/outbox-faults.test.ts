/**
 * The running outbox under faults, each made to happen for real: a write the operating system
 * refuses (npm start's own server under a file size limit), writes that fail on a nearly full disk
 * or a flush that fails (injected through the outbox's file system, scripts/fixtures/outbox-testing.ts), and
 * copies of one request that arrive while it is being written. Each checks what the visitor's
 * browser gets, what is on disk after, and that the next request is stored once. What the outbox
 * meets at start is in ./outbox-start.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { QuoteDelivery } from "#app/settings/settings.ts";
import { quotePayload, sendFormUrl } from "#app/quote/payload.ts";
import { MAX_QUEUED_ATTEMPTS, verdictFor } from "#app/quote/retry-rules.ts";
import { outcomeOf, sendQuote } from "#app/quote/send.ts";
import { startOutboxServer } from "../scripts/fixtures/outbox-server.ts";
import { sampleQuote } from "../scripts/fixtures/sample-quote.ts";
import { RETRY_AFTER_SECONDS } from "./outbox.ts";
import { cleanUp, fakeDisk, form, idsOf, jpeg, quiet, request, serve, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";

afterEach(cleanUp);

const delivery: QuoteDelivery = {
  mode: "own-endpoint",
  serviceId: "local",
  templateId: "local",
  publicKey: "local",
  origin: undefined,
  recipient: "quotes@example.com",
};
const smallDisk = (free: number) => fakeDisk({ free });

describe("a write the operating system refuses", () => {
  it("a file size limit of 600 KB: a 700 KB photo answers 503 and leaves nothing; smaller requests are stored", async () => {
    const folder = temporaryFolder("outbox-fsize-");
    const server = await startOutboxServer({ folder, fileSizeLimitKB: 600 });
    const { outboxPath } = server;
    try {
      const first = request();
      const refused = await server.post(form(first, [jpeg(700 * 1024)]));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      await expect.poll(() => server.output()).toMatch(/EFBIG/);
      const photosRoot = join(folder, "quote-outbox-photos");
      expect(existsSync(photosRoot) ? readdirSync(photosRoot) : [], "no photos folder, no .partial").toEqual([]);
      expect(existsSync(outboxPath) ? readFileSync(outboxPath, "utf8") : "").toBe("");

      const textOnly = request();
      const withPhoto = request();
      expect((await server.post(form(textOnly))).status).toBe(200);
      expect((await server.post(form(withPhoto, [jpeg(500 * 1024)]))).status).toBe(200);
      const ids = idsOf(readFileSync(outboxPath, "utf8").split("\n").filter(Boolean));
      expect(ids).toEqual([textOnly.request_id, withPhoto.request_id]);
      expect(readdirSync(photosRoot)).toEqual([withPhoto.request_id]);
    } finally {
      await server.stop();
    }
  }, 15_000); // npm start's own server
});

describe("a write that fails", () => {
  it("a full disk: a 700 KB photo with 600 KB free answers 503 with Retry-After and leaves nothing, logged once in one line however often it comes; the next requests are stored", async () => {
    const log = quiet();
    const { disk, fs } = smallDisk(600 * 1024);
    const site = await serve({ fs });
    const first = request();
    const before = site.bytes();
    const freeBefore = disk.free; // less the outbox's lock

    const refused = await site.post(form(first, [jpeg(700 * 1024)]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await refused.text()).toMatch(/could not be saved.*try again/i);
    for (const again of [1, 2, 3]) expect((await site.post(form(request(), [jpeg(700 * 1024)]))).status, `again ${again}`).toBe(503);
    // One line for the problem, not a stack per request (20 requests were 181 lines: issue 49).
    expect(log.warn.mock.calls).toEqual([
      [expect.stringMatching(/^outbox: could not store a quote request \(.*ENOSPC.*\); removed what it wrote \(said once/)],
    ]);
    expect(log.error).not.toHaveBeenCalled();
    expect(site.photoEntries(), "no photos folder, no .partial").toEqual([]);
    expect(site.bytes()).toBe(before);
    expect(disk.free, "the room the photo took is given back").toBe(freeBefore);

    // A text-only request fits in what is left, and is stored.
    const textOnly = request();
    expect((await site.post(form(textOnly))).status).toBe(200);
    // Room is made (the owner frees some space): the visitor's retry of the first request, same id, is stored once.
    disk.free += 1024 * 1024;
    for (const attempt of [1, 2]) expect((await site.post(form(first, [jpeg(700 * 1024)]))).status, `attempt ${attempt}`).toBe(200);
    expect(idsOf(site.lines())).toEqual([textOnly.request_id, first.request_id]);
    expect(log.warn).toHaveBeenLastCalledWith("outbox: quote requests are stored again");
    expect(site.photoEntries()).toEqual([first.request_id]);
    expect(readFileSync(join(site.outbox.photosRoot, first.request_id, "photo-1.jpg"))).toHaveLength(700 * 1024);
  });

  it("the disk fills half way through the line: the partial line is cut back, the photos removed, 503; the next request is stored", async () => {
    quiet();
    const photo = jpeg(20 * 1024);
    const { disk, fs } = smallDisk(10_000);
    const site = await serve({ fs });
    const stored = request();
    expect((await site.post(form(stored))).status).toBe(200);
    const before = site.bytes();

    disk.free = photo.length + 100; // the photo fits, then 100 bytes of the line
    const refused = await site.post(form(request(), [photo]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(site.bytes(), "no partial line").toBe(before);
    expect(site.photoEntries()).toEqual([]);

    disk.free += 1024 * 1024;
    const next = request();
    expect((await site.post(form(next, [photo]))).status).toBe(200);
    expect(idsOf(site.lines())).toEqual([stored.request_id, next.request_id]);
    expect(site.photoEntries()).toEqual([next.request_id]);
  });

  it("a flush that fails (EIO) is not a 200: 503, nothing left; the next request is stored", async () => {
    quiet();
    const { disk, fs } = smallDisk(10 * 1024 * 1024);
    const site = await serve({ fs });
    disk.failFlushes = 1;
    const refused = await site.post(form(request()));
    expect(refused.status).toBe(503);
    expect(site.bytes()).toBe("");
    const next = request();
    expect((await site.post(form(next))).status).toBe(200);
    expect(idsOf(site.lines())).toEqual([next.request_id]);
  });
});

const stillWaiting = <T>(answer: Promise<T>, ms = 300) =>
  Promise.race([answer, new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms))]);
const diskError = () => Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
const OUTBOX_FILE = /quote-outbox\.jsonl$/;

/** A request (a 50 KB photo) whose line's flush is held, and a copy of it (a 60 KB photo) sent meanwhile. */
async function copyWhileFirstIsWritten() {
  quiet();
  const { disk, fs } = fakeDisk();
  const site = await serve({ fs });
  const fields = request();
  const flush = disk.holdFlush(OUTBOX_FILE);
  const first = site.post(form(fields, [jpeg(50_000)]));
  await flush.reached;
  const copy = site.post(form(fields, [jpeg(60_000)])).then((answer) => answer.status);
  expect(await stillWaiting(copy), "no answer before the first copy's line is on disk").toBe("still waiting");
  /** What is on disk after, and the next request, stored once after it. */
  const expectStoredOnceWithPhotoOf = async (bytes: number) => {
    expect(idsOf(site.lines())).toEqual([fields.request_id]);
    expect(site.photoEntries(), "the other copy's upload removed").toEqual([fields.request_id]);
    expect(readFileSync(join(site.outbox.photosRoot, fields.request_id, "photo-1.jpg"))).toHaveLength(bytes);
    const next = request();
    expect((await site.post(form(next))).status).toBe(200);
    expect(idsOf(site.lines())).toEqual([fields.request_id, next.request_id]);
  };
  return { flush, first, copy, expectStoredOnceWithPhotoOf };
}

describe("copies of one request, while it is being written", () => {
  it("the first is written: the copy waits for it and is answered 200 with it; one line, one photo folder", async () => {
    const { flush, first, copy, expectStoredOnceWithPhotoOf } = await copyWhileFirstIsWritten();
    flush.release();
    expect([(await first).status, await copy]).toEqual([200, 200]);
    await expectStoredOnceWithPhotoOf(50_000);
  });

  it("the first fails: it is answered 503, and the copy stores itself: 200, one line with the copy's photo", async () => {
    const { flush, first, copy, expectStoredOnceWithPhotoOf } = await copyWhileFirstIsWritten();
    flush.release(diskError());
    const refused = await first;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await copy).toBe(200);
    await expectStoredOnceWithPhotoOf(60_000);
  });

  it("a flush slower than the form's time limit, then failed: the form's retry is not told 'stored' until it is", async () => {
    quiet();
    const { disk, fs } = fakeDisk();
    const site = await serve({ fs });
    const fields = request();
    const flush = disk.holdFlush(OUTBOX_FILE);
    const timeLimit = new AbortController();
    const first = fetch(site.url, { method: "POST", body: form(fields), signal: timeLimit.signal }).then(
      (answer) => answer.status,
      () => "aborted",
    );
    await flush.reached;
    timeLimit.abort(); // the form gives up on the first attempt, and the visitor presses Send again
    const retry = site.post(form(fields)).then((answer) => answer.status);
    expect(await stillWaiting(retry)).toBe("still waiting");

    flush.release(diskError());
    expect(await first).toBe("aborted");
    expect(await retry).toBe(200);
    expect(idsOf(site.lines())).toEqual([fields.request_id]);
  });

  it("two copies at once on a nearly full disk (three 1.9 MB photos, room for one): each 200 has its line, nothing else is left", async () => {
    quiet();
    const photo = jpeg(1.9 * 1024 * 1024);
    for (const round of [1, 2, 3]) {
      const { disk, fs } = smallDisk(3 * photo.length + 64 * 1024);
      const site = await serve({ fs });
      const fields = request();
      const answers = await Promise.all([1, 2].map(() => site.post(form(fields, [photo, photo, photo]))));
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.every((status) => status === 200 || status === 503),
        `round ${round}: ${statuses}`,
      ).toBe(true);
      const toldStored = statuses.includes(200);
      expect(idsOf(site.lines()), `round ${round}: ${statuses}`).toEqual(toldStored ? [fields.request_id] : []);
      expect(site.photoEntries(), `round ${round}: no upload left`).toEqual(toldStored ? [fields.request_id] : []);
      const photosKept = toldStored ? readdirSync(join(site.outbox.photosRoot, fields.request_id)) : [];
      expect(photosKept).toHaveLength(toldStored ? 3 : 0);

      disk.free += 20 * 1024 * 1024; // room is made: the form's retry (or the service worker's) is stored once
      expect((await site.post(form(fields, [photo, photo, photo]))).status).toBe(200);
      expect(idsOf(site.lines())).toEqual([fields.request_id]);
      expect(readdirSync(join(site.outbox.photosRoot, fields.request_id))).toHaveLength(3);
    }
  }, 30_000); // six 5.7 MB uploads
});

const entries = (requestId: string) => quotePayload(sampleQuote, [], requestId, delivery);
const formOf = (requestId: string) => {
  const data = new FormData();
  for (const [name, value] of entries(requestId)) data.append(name, value as string);
  return data;
};

describe("a 503 is 'try again later'", () => {
  it("for the form: it retries after the backoff and the request is stored once", async () => {
    quiet();
    const { disk, fs } = smallDisk(10 * 1024 * 1024);
    const site = await serve({ fs });
    disk.failFlushes = 1; // the first attempt meets the failing disk
    const requestId = crypto.randomUUID();
    expect(await sendQuote(sendFormUrl(delivery, new URL(site.url).origin), entries(requestId))).toBe("sent");
    expect(idsOf(site.lines())).toEqual([requestId]);
  });

  it("for the service worker: a kept request that meets a 503 stays kept, to be sent again", async () => {
    quiet();
    const { disk, fs } = smallDisk(10 * 1024 * 1024);
    const site = await serve({ fs });
    disk.failFlushes = 1;
    const outcome = await outcomeOf((signal) => fetch(site.url, { method: "POST", body: formOf(crypto.randomUUID()), signal }));
    expect(outcome).toEqual({ kind: "response", status: 503 });
    expect(verdictFor(outcome, 1, MAX_QUEUED_ATTEMPTS)).toBe("retry");
  });
});

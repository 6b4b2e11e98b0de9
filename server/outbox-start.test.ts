/**
 * What the outbox meets at start, each made to happen for real: a torn line and half-written photos
 * (a crash or a full disk mid-append), on a disk with room, a full one (npm start's own server under
 * a file size limit smaller than the repaired file) and a read-only one (injected, see
 * scripts/fixtures/outbox-testing.ts); an outbox path that is a folder, a photos folder that is a file, a folder
 * that cannot be made; a photo folder no line names. Whatever it meets, the site starts and serves
 * its pages, the outbox answers 503 until it can write, the repair is made once, and the next
 * request is stored once.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startOutboxServer } from "../scripts/fixtures/outbox-server.ts";
import { RETRY_AFTER_SECONDS } from "./outbox.ts";
import { rejectedPathFor, rejectedPhotosPathFor, temporaryPathFor } from "./outbox-recovery.ts";
import { cleanUp, fakeDisk, form, idsOf, jpeg, quiet, request, serve, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";

afterEach(cleanUp);

const lineOf = (fields: Record<string, string>, photos: string[] = []) =>
  JSON.stringify({ receivedAt: new Date().toISOString(), ...fields, photos });
/** Every path under a folder but the test site's, folders marked with a slash. */
const tree = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1) + (entry.isDirectory() ? "/" : ""))
    .filter((path) => !path.startsWith("site"))
    .toSorted();
const readLines = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").split("\n").filter(Boolean) : []);

const sampleMessage: string = request().message;

/**
 * An outbox folder as a crash leaves it: whole lines, then half of one; a photo folder still named
 * `.partial`; the temporary file of a repair that a crash cut short.
 */
function tornOutbox({ wholeLines = 2, message = sampleMessage } = {}) {
  const folder = temporaryFolder("outbox-torn-");
  const outboxPath = join(folder, "quote-outbox.jsonl");
  const whole = Array.from({ length: wholeLines }, () => lineOf({ ...request(), message }));
  const torn = lineOf(request()).slice(0, 60);
  writeFileSync(outboxPath, `${whole.join("\n")}\n${torn}`);
  const partial = join(folder, "quote-outbox-photos", `${crypto.randomUUID()}.partial`);
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, "photo-1.jpg"), jpeg(1000));
  writeFileSync(temporaryPathFor(outboxPath), whole[0]!.slice(0, 30));
  return { folder, outboxPath, whole, torn, partial, tornLineNumber: wholeLines + 1 };
}

describe("a torn outbox file at start", () => {
  it("moves the torn line aside with a warning naming its line, keeps the good lines, removes partial photos and the old temporary file, and stores the next request once", async () => {
    const log = quiet();
    const { outboxPath, whole, torn } = tornOutbox();
    const site = await serve({ outboxPath });

    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/line 3 of .*quote-outbox\.jsonl .*moved to .*quote-outbox\.rejected\.jsonl/),
    );
    expect(readFileSync(rejectedPathFor(outboxPath), "utf8")).toBe(`${torn}\n`);
    expect(site.lines()).toEqual(whole);
    expect(site.photoEntries()).toEqual([]);
    expect(existsSync(temporaryPathFor(outboxPath))).toBe(false);

    const next = request();
    for (const attempt of [1, 2]) expect((await site.post(form(next))).status, `attempt ${attempt}`).toBe(200);
    expect(site.lines()).toHaveLength(3);
    expect(idsOf(site.lines())).toEqual([...idsOf(whole), next.request_id]);

    // And again after another restart: the stored request is remembered, the outbox whole.
    const again = await serve({ outboxPath });
    expect((await again.post(form(next))).status).toBe(200);
    expect(again.lines()).toHaveLength(3);
  });

  it("restarts `npm start`'s server over a torn file: it serves the site, on localhost only, and stores the next quote exactly once", async () => {
    const { folder, outboxPath, whole } = tornOutbox();
    const server = await startOutboxServer({ folder, outboxPath });
    try {
      await expect.poll(() => server.output()).toMatch(/line 3 of .* moved to /);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
      const next = request();
      for (const attempt of [1, 2]) expect((await server.post(form(next))).status, `attempt ${attempt}`).toBe(200);
      const lines = readLines(outboxPath);
      expect(lines.slice(0, 2)).toEqual(whole);
      expect(idsOf(lines).filter((id) => id === next.request_id)).toHaveLength(1);
      expect(lines).toHaveLength(3);

      // Not reachable from the network unless HOST says so (where this machine has a network address).
      const lanAddress = Object.values(networkInterfaces())
        .flat()
        .find((address) => address?.family === "IPv4" && !address.internal)?.address;
      const reachableFromNetwork = lanAddress
        ? await fetch(`http://${lanAddress}:${server.port}/`).then(
            () => true,
            () => false,
          )
        : false;
      expect(reachableFromNetwork).toBe(false);
    } finally {
      await server.stop();
    }
  }, 15_000);

  it("on a full disk (a file size limit under the repaired file's size): the site starts and serves its pages, the outbox answers 503; nothing is left or copied twice, and the first start with room repairs it once", async () => {
    // About 300 KB of good lines, under a 100 KB limit: the repair's rewrite fails with EFBIG, for real.
    const { folder, outboxPath, whole, torn, tornLineNumber } = tornOutbox({ wholeLines: 230, message: "x".repeat(1000) });
    const before = readFileSync(outboxPath, "utf8");
    for (const start of [1, 2]) {
      const server = await startOutboxServer({ folder, outboxPath, fileSizeLimitKB: 100 });
      try {
        expect((await fetch(`${server.origin}/`)).status, `start ${start}: the pages`).toBe(200);
        const refused = await server.post(form(request()));
        expect(refused.status, `start ${start}`).toBe(503);
        expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
        await expect.poll(() => server.output()).toMatch(/cannot use .*EFBIG.*answered 503/);
        expect(server.output()).not.toMatch(/moved to/);
        expect(existsSync(temporaryPathFor(outboxPath)), "no temporary file filling the disk").toBe(false);
        expect(existsSync(rejectedPathFor(outboxPath)), "the torn line is copied nowhere yet").toBe(false);
        expect(readFileSync(outboxPath, "utf8")).toBe(before);
      } finally {
        await server.stop();
      }
    }

    for (const start of [3, 4]) {
      const server = await startOutboxServer({ folder, outboxPath });
      try {
        const next = request();
        expect((await server.post(form(next))).status).toBe(200);
        const repairs = (server.output().match(/line \d+ of .* moved to/g) ?? []).map((warning) => warning.split(" of ")[0]);
        expect(repairs, `start ${start}: repaired ${start === 3 ? "now" : "already"}`).toEqual(
          start === 3 ? [`line ${tornLineNumber}`] : [],
        );
        expect(readFileSync(rejectedPathFor(outboxPath), "utf8"), "the torn line, once").toBe(`${torn}\n`);
        const lines = readLines(outboxPath);
        expect(lines.slice(0, whole.length)).toEqual(whole);
        expect(idsOf(lines.slice(whole.length)).at(-1)).toBe(next.request_id);
      } finally {
        await server.stop();
      }
    }
    expect(readLines(outboxPath)).toHaveLength(whole.length + 2);
  }, 30_000); // four starts of npm start's server

  it("on a read-only disk: 503 until it can write, nothing changed; then the repair is made once and the next request stored once", async () => {
    const log = quiet();
    const { outboxPath, whole, torn, partial } = tornOutbox();
    const { disk, fs } = fakeDisk();
    disk.readOnly = true;
    const before = readFileSync(outboxPath, "utf8");
    const site = await serve({ outboxPath, fs });

    for (const attempt of [1, 2]) {
      const refused = await site.post(form(request()));
      expect(refused.status, `attempt ${attempt}`).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    }
    expect(readFileSync(outboxPath, "utf8")).toBe(before);
    expect(existsSync(rejectedPathFor(outboxPath))).toBe(false);
    expect(existsSync(partial), "the partial photos wait to be removed").toBe(true);
    const cannotUse = () => log.warn.mock.calls.filter(([message]) => /cannot use .*EROFS/.test(String(message)));
    expect(cannotUse(), "said once, not per request").toHaveLength(1);

    disk.readOnly = false;
    const next = request();
    expect((await site.post(form(next))).status).toBe(200);
    expect(readFileSync(rejectedPathFor(outboxPath), "utf8")).toBe(`${torn}\n`);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(temporaryPathFor(outboxPath))).toBe(false);
    expect(idsOf(site.lines())).toEqual([...idsOf(whole), next.request_id]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/can be written again/));
  });

  it("a repair cut short after the torn line was kept (its rename failed, twice): the rejected file holds the line once", async () => {
    quiet();
    const { outboxPath, whole, torn } = tornOutbox();
    const { disk, fs } = fakeDisk();
    disk.failRenames = 2;
    const site = await serve({ outboxPath, fs });
    expect((await site.post(form(request()))).status).toBe(503);
    expect(existsSync(temporaryPathFor(outboxPath))).toBe(false);

    const next = request();
    expect((await site.post(form(next))).status).toBe(200);
    expect(readFileSync(rejectedPathFor(outboxPath), "utf8")).toBe(`${torn}\n`);
    expect(idsOf(site.lines())).toEqual([...idsOf(whole), next.request_id]);
  });
});

/** Outbox locations the server cannot use, each with the way the owner puts it right. */
const unusableLocations: { fault: string; make: (folder: string) => { outboxPath: string; putRight: () => void } }[] = [
  {
    fault: "the outbox path is a folder (EISDIR)",
    make: (folder) => {
      const outboxPath = join(folder, "quote-outbox.jsonl");
      mkdirSync(outboxPath);
      return { outboxPath, putRight: () => rmSync(outboxPath, { recursive: true }) };
    },
  },
  {
    fault: "the photos folder is a file (ENOTDIR)",
    make: (folder) => {
      const photosRoot = join(folder, "quote-outbox-photos");
      writeFileSync(photosRoot, "not a folder");
      return { outboxPath: join(folder, "quote-outbox.jsonl"), putRight: () => rmSync(photosRoot) };
    },
  },
  {
    fault: "the outbox's folder cannot be made (a file where a folder on its path should be)",
    make: (folder) => {
      const blocker = join(folder, "data");
      writeFileSync(blocker, "a file named like the folder");
      return { outboxPath: join(blocker, "outbox", "quote-outbox.jsonl"), putRight: () => rmSync(blocker) };
    },
  },
];

// Each starts npm start's own server: a few seconds on a loaded machine.
describe("an outbox location the server cannot use", { timeout: 15_000 }, () => {
  for (const { fault, make } of unusableLocations) {
    it(`${fault}: npm start's server starts and serves its pages, the outbox answers 503 and changes nothing; once put right, the next request is stored once`, async () => {
      const folder = temporaryFolder("outbox-location-");
      const { outboxPath, putRight } = make(folder);
      const server = await startOutboxServer({ folder, outboxPath });
      try {
        expect((await fetch(`${server.origin}/`)).status).toBe(200);
        // The start's lock is written beside the lock and linked into place (server/outbox-lock.ts): once it is.
        await expect.poll(() => tree(folder).some((path) => path.includes(".lock."))).toBe(false);
        const before = tree(folder);
        const first = request();
        const refused = await server.post(form(first, [jpeg(20_000)]));
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
        expect(await refused.text()).toMatch(/could not be saved.*try again/i);
        await expect.poll(() => server.output()).toMatch(/cannot use .*answered 503 until it can be written/);
        expect(tree(folder)).toEqual(before);

        putRight();
        for (const attempt of [1, 2]) expect((await server.post(form(first, [jpeg(20_000)]))).status, `attempt ${attempt}`).toBe(200);
        expect(idsOf(readLines(outboxPath))).toEqual([first.request_id]);
        const photosRoot = join(outboxPath, "..", "quote-outbox-photos");
        expect(readdirSync(photosRoot)).toEqual([first.request_id]);
        expect(statSync(join(photosRoot, first.request_id, "photo-1.jpg")).size).toBe(20_000);
      } finally {
        await server.stop();
      }
    });
  }
});

describe("photo folders at start", () => {
  it("a whole photo folder no line names (a crash before its line) is moved aside with a warning; the visitor's retry is stored once, with its photos", async () => {
    const log = quiet();
    const folder = temporaryFolder("outbox-orphan-");
    const outboxPath = join(folder, "quote-outbox.jsonl");
    const photosRoot = join(folder, "quote-outbox-photos");
    const stored = request();
    const orphan = request();
    writeFileSync(outboxPath, `${lineOf(stored, [`quote-outbox-photos/${stored.request_id}/photo-1.jpg`])}\n`);
    for (const { request_id } of [stored, orphan]) {
      mkdirSync(join(photosRoot, request_id), { recursive: true });
      writeFileSync(join(photosRoot, request_id, "photo-1.jpg"), jpeg(1000));
    }

    const site = await serve({ outboxPath });
    const movedTo = join(rejectedPhotosPathFor(outboxPath), orphan.request_id);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${orphan.request_id} belongs to no stored request.*moved to`)));
    expect(readdirSync(movedTo)).toEqual(["photo-1.jpg"]);
    expect(site.photoEntries()).toEqual([stored.request_id]);

    for (const attempt of [1, 2]) expect((await site.post(form(orphan, [jpeg(3000)]))).status, `attempt ${attempt}`).toBe(200);
    expect(idsOf(site.lines())).toEqual([stored.request_id, orphan.request_id]);
    expect(site.photoEntries().toSorted()).toEqual([stored.request_id, orphan.request_id].toSorted());
    expect(statSync(join(photosRoot, orphan.request_id, "photo-1.jpg")).size).toBe(3000);
  });
});

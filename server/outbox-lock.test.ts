/**
 * One writer per outbox (./outbox-lock.ts): a second `npm start` server on the same outbox refuses
 * to start with a sentence naming the first, and changes nothing of it; two started at the same
 * moment store each id once; a lock whose process is gone (kill -9) or whose process id now names
 * another process is taken over; the lock goes when the server is stopped. `npm run cms` has an
 * outbox of its own by default, so it runs beside `npm start`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startOutboxServer } from "../scripts/fixtures/outbox-server.ts";
import { dataFolders, localFiles } from "./local-files.ts";
import { lockPathFor } from "./outbox-lock.ts";
import { rejectedPathFor } from "./outbox-recovery.ts";
import { cleanUp, form, idsOf, jpeg, quiet, request, serve, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";

afterEach(cleanUp);

const readLines = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").split("\n").filter(Boolean) : []);
/** Every path under a folder but the test site's, with each file's size. */
const tree = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !join(entry.parentPath, entry.name).includes(`${folder}/site`))
    .map(
      (entry) =>
        `${join(entry.parentPath, entry.name).slice(folder.length)} ${entry.isFile() ? readFileSync(join(entry.parentPath, entry.name)).length : "/"}`,
    )
    .toSorted();
const post = (url: string, body: FormData) =>
  fetch(url, { method: "POST", body }).then(
    (answer) => answer.status,
    () => 0, // no server there
  );

describe("two servers, one outbox", { timeout: 60_000 }, () => {
  it("a second npm start on the same outbox refuses to start, naming the first, and touches nothing of it; the first goes on storing", async () => {
    const folder = temporaryFolder("outbox-two-");
    const first = await startOutboxServer({ folder });
    try {
      const stored = [request(), request()];
      for (const fields of stored) expect(await first.post(form(fields, [jpeg(5000)]))).toHaveProperty("status", 200);
      const before = tree(folder);
      const refused = await startOutboxServer({ folder }).then(
        (second) => second.stop().then(() => "started"),
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/exited with 1/);
      expect(refused).toMatch(
        new RegExp(
          `Another server is writing to the outbox .*quote-outbox\\.jsonl: process ${first.pid} \\(npm start on http://localhost:${first.port}`,
        ),
      );
      expect(refused).toMatch(/OUTBOX_PATH/);
      expect(tree(folder), "nothing of the first server's touched").toEqual(before);

      const next = request();
      expect((await first.post(form(next))).status).toBe(200);
      expect(idsOf(readLines(first.outboxPath))).toEqual([...stored, next].map(({ request_id }) => request_id));
    } finally {
      await first.stop();
    }
    expect(existsSync(lockPathFor(join(folder, "quote-outbox.jsonl"))), "the lock goes with the server").toBe(false);
  });

  it("two started at the same moment: the same ids sent to both, 40 times, each stored once", async () => {
    const folder = temporaryFolder("outbox-race-");
    const started = await Promise.allSettled([startOutboxServer({ folder }), startOutboxServer({ folder })]);
    const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    try {
      expect(servers.length, "one of them at least").toBeGreaterThanOrEqual(1);
      const urls = started.map((result) => (result.status === "fulfilled" ? result.value.url : "http://127.0.0.1:9/none"));
      const sent = Array.from({ length: 40 }, () => request());
      const told = await Promise.all(sent.map((fields) => Promise.all(urls.map((url) => post(url, form(fields, [jpeg(3000)]))))));
      expect(
        told.every((statuses) => statuses.includes(200)),
        JSON.stringify(told),
      ).toBe(true);
      const ids = idsOf(readLines(join(folder, "quote-outbox.jsonl")));
      const storedOnce = sent.filter(({ request_id }) => ids.filter((id) => id === request_id).length === 1);
      console.log(`two servers at once (${servers.length} started): ${storedOnce.length} of ${sent.length} ids stored once`);
      expect(storedOnce).toHaveLength(sent.length);
      expect(ids).toHaveLength(sent.length);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });

  it("a server killed (kill -9) leaves its lock: the next one takes it over with a warning, repairs, and keeps every request the first stored", async () => {
    const folder = temporaryFolder("outbox-stale-");
    const first = await startOutboxServer({ folder });
    const stored = [request(), request()];
    for (const fields of stored) expect((await first.post(form(fields, [jpeg(4000)]))).status).toBe(200);
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    const outboxPath = join(folder, "quote-outbox.jsonl");
    expect(JSON.parse(readFileSync(lockPathFor(outboxPath), "utf8"))).toMatchObject({ pid: first.pid });
    writeFileSync(outboxPath, `${readFileSync(outboxPath, "utf8")}{"torn`); // and a torn line, as a crash mid-write leaves

    const second = await startOutboxServer({ folder });
    try {
      const next = request();
      expect((await second.post(form(next))).status).toBe(200);
      expect(second.output()).toMatch(new RegExp(`took over .* from process ${first.pid}, which is no longer running`));
      expect(readFileSync(rejectedPathFor(outboxPath), "utf8")).toBe('{"torn\n');
      expect(idsOf(readLines(outboxPath))).toEqual([...stored, next].map(({ request_id }) => request_id));
      expect(readdirSync(join(folder, "quote-outbox-photos")).toSorted()).toEqual(stored.map(({ request_id }) => request_id).toSorted());
      expect(JSON.parse(readFileSync(lockPathFor(outboxPath), "utf8"))).toMatchObject({ pid: second.pid });
    } finally {
      await second.stop();
    }
  });

  it("a lock whose process id now names another process (a restart of the computer) is taken over", async () => {
    const folder = temporaryFolder("outbox-reused-");
    const outboxPath = join(folder, "quote-outbox.jsonl");
    // This test's own process is alive, but did not start at that moment.
    writeFileSync(
      lockPathFor(outboxPath),
      JSON.stringify({ pid: process.pid, started: "1", since: "2026-01-01T00:00:00Z", by: "npm start" }),
    );
    const server = await startOutboxServer({ folder });
    try {
      expect((await server.post(form(request()))).status).toBe(200);
      expect(server.output()).toMatch(new RegExp(`took over .* from process ${process.pid}`));
    } finally {
      await server.stop();
    }
  });
});

describe("an outbox another live server holds", () => {
  it("is answered 503 and its repair and tidy touch nothing: no torn line moved, no photo folder moved", async () => {
    const log = quiet();
    const folder = temporaryFolder("outbox-held-");
    const outboxPath = join(folder, "quote-outbox.jsonl");
    writeFileSync(outboxPath, `${JSON.stringify({ request_id: crypto.randomUUID(), photos: [] })}\n{"half a line`);
    const inFlight = join(folder, "quote-outbox-photos", crypto.randomUUID());
    mkdirSync(inFlight, { recursive: true });
    writeFileSync(join(inFlight, "photo-1.jpg"), jpeg(1000));
    const holder = process.ppid; // a live process: this one's parent
    writeFileSync(
      lockPathFor(outboxPath),
      JSON.stringify({ pid: holder, since: "2026-11-26T09:00:00Z", by: "npm start on http://localhost:3000" }),
    );
    const before = tree(folder);

    const site = await serve({ outboxPath });
    expect((await site.post(form(request(), [jpeg(2000)]))).status).toBe(503);
    expect(tree(folder)).toEqual(before);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`Another server is writing to the outbox .*: process ${holder} \\(npm start on http://localhost:3000`),
      ),
    );
  });
});

it("npm run cms keeps an outbox and counts of its own by default, so it runs beside npm start", () => {
  const start = localFiles("/project", {});
  const cms = localFiles("/project", {}, dataFolders.cms);
  expect(start).toEqual({ outboxPath: "/project/data/quote-outbox.jsonl", countsPath: "/project/data/counts.jsonl" });
  expect(cms).toEqual({ outboxPath: "/project/data/cms/quote-outbox.jsonl", countsPath: "/project/data/cms/counts.jsonl" });
  expect(localFiles("/project", { OUTBOX_PATH: "elsewhere/outbox.jsonl" }, dataFolders.cms).outboxPath).toBe(
    "/project/elsewhere/outbox.jsonl",
  );
});

/**
 * Taking over a lock its server left (./outbox-lock.ts): only one taker can win, even when two
 * judge the same lock stale at once; and an empty lock (a crash between making the file and writing
 * it) is judged by this server's own wait, not by the wall clock, which may have been put back; two
 * takes in one process each write a claim of their own.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { realFs } from "./durable-files.ts";
import { holdLock, lockPathFor } from "./outbox-lock.ts";
import { cleanUp, quiet, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";

afterEach(cleanUp);

/** A lock whose process is gone: this test's own id, with a start time it never had. */
const staleLock = () => JSON.stringify({ pid: process.pid, started: "1", since: "2026-11-27T00:00:00Z", by: "npm start" });

/** Takers in processes of their own, each held just before its first change until all have judged the lock. */
async function race(outboxPath: string, takers: number) {
  const barrier = join(outboxPath, "..", "barrier");
  mkdirSync(barrier);
  const children = Array.from({ length: takers }, (_, index) =>
    spawn(process.execPath, ["scripts/fixtures/lock-taker.ts", outboxPath, barrier, String(index), String(takers)], {
      cwd: join(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    }),
  );
  try {
    return await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let output = "";
            child.stdout.on("data", (chunk: Buffer) => {
              output += chunk.toString();
              if (output.includes("\n")) resolve(output.trim());
            });
            child.on("exit", () => resolve(output.trim() || "exited"));
          }),
      ),
    );
  } finally {
    for (const child of children) child.kill();
  }
}

describe("a lock left by a server that is gone", { timeout: 60_000 }, () => {
  it("two servers judging it stale at the same moment: one takes it over, the other is refused (2 trials)", async () => {
    const trials = [];
    for (const trial of [1, 2]) {
      const outboxPath = join(temporaryFolder(`outbox-takeover-${trial}-`), "quote-outbox.jsonl");
      writeFileSync(lockPathFor(outboxPath), staleLock());
      const told = await race(outboxPath, 2);
      const winners = told.flatMap((said, index) => (said === "HELD" ? [index] : []));
      console.log(`forced takeover race, trial ${trial}: ${winners.length} of 2 took the lock`);
      trials.push({ outboxPath, told, winners });
    }
    for (const { outboxPath, told, winners } of trials) {
      expect(winners, told.join(" | ")).toHaveLength(1);
      expect(told.find((said) => said !== "HELD")).toMatch(/^REFUSED Another server is writing to the outbox .*taker/);
      expect(JSON.parse(readFileSync(lockPathFor(outboxPath), "utf8"))).toMatchObject({ by: `taker ${winners[0]}` });
      expect(readdirSync(join(outboxPath, "..")).toSorted(), "nothing else left beside it").toEqual(["barrier", "quote-outbox.jsonl.lock"]);
    }
  });

  it("an empty lock written an hour ahead of the clock (the clock put back) is taken over after this server's own wait", async () => {
    const log = quiet();
    const outboxPath = join(temporaryFolder("outbox-empty-"), "quote-outbox.jsonl");
    writeFileSync(lockPathFor(outboxPath), "");
    const anHourAhead = new Date(Date.now() + 3_600_000);
    utimesSync(lockPathFor(outboxPath), anHourAhead, anHourAhead);
    const started = performance.now();
    await holdLock(realFs, outboxPath, "npm start", { emptyLockWaitMs: 500 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(readFileSync(lockPathFor(outboxPath), "utf8"))).toMatchObject({ pid: process.pid, by: "npm start" });
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/took over .* left empty/));
  });

  it("an empty lock its server writes while this one waits is that server's", async () => {
    const outboxPath = join(temporaryFolder("outbox-being-written-"), "quote-outbox.jsonl");
    writeFileSync(lockPathFor(outboxPath), "");
    const taking = holdLock(realFs, outboxPath, "npm start", { emptyLockWaitMs: 5_000 });
    await sleep(200);
    writeFileSync(lockPathFor(outboxPath), JSON.stringify({ pid: process.ppid, since: "2026-11-27T09:00:00Z", by: "npm run cms" }));
    await expect(taking).rejects.toThrow(new RegExp(`Another server is writing to the outbox .*: process ${process.ppid} \\(npm run cms`));
  });
});

it("two servers one process starts on one outbox (as `npm run bench` does) both take it: the second finds it holds it", async () => {
  const folder = temporaryFolder("outbox-one-process-");
  const outboxPath = join(folder, "quote-outbox.jsonl");
  await Promise.all([holdLock(realFs, outboxPath, "site"), holdLock(realFs, outboxPath, "site again")]);
  expect(JSON.parse(readFileSync(lockPathFor(outboxPath), "utf8"))).toMatchObject({ pid: process.pid });
  expect(readdirSync(folder), "no claim file left beside it").toEqual(["quote-outbox.jsonl.lock"]);
});

import { describe, expect, it } from "vitest";
import { LinesMayRemain } from "./durable-files.ts";
import { createClaims } from "./outbox-claims.ts";

/** A write the test finishes when it chooses, and a record of whether it was started. */
function write() {
  let finish!: (error?: Error) => void;
  const done = new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
  const state = { started: false, finish };
  return { state, store: () => ((state.started = true), done) };
}
const id = "1c29ed5c-ea06-4520-ba51-944558bf11c3";
const settledSoon = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise((resolve) => setTimeout(() => resolve("pending"), 20)),
  ]);

/** An outbox file that holds no line of the id. */
const nowhere = async () => false;

describe("one request id, one write", () => {
  it("a copy arriving while the first is written waits; when the first lands, the copy is 'already stored' and writes nothing", async () => {
    const stored = new Set<string>();
    const storeOnce = createClaims(stored, nowhere);
    const first = write();
    const copy = write();
    const firstOutcome = storeOnce(id, first.store);
    const copyOutcome = storeOnce(id, copy.store);
    expect(await settledSoon(copyOutcome)).toBe("pending");

    first.state.finish();
    expect(await firstOutcome).toBe("stored");
    expect(await copyOutcome).toBe("already stored");
    expect(copy.state.started).toBe(false);
    expect(stored).toEqual(new Set([id]));
  });

  it("a copy arriving while the first is written waits; when the first fails, the copy writes itself, and a third waits for it", async () => {
    const stored = new Set<string>();
    const storeOnce = createClaims(stored, nowhere);
    const [first, copy, third] = [write(), write(), write()];
    const outcomes = [storeOnce(id, first.store), storeOnce(id, copy.store), storeOnce(id, third.store)];
    first.state.finish(new Error("ENOSPC"));
    await expect(outcomes[0]).rejects.toThrow("ENOSPC");
    await expect.poll(() => copy.state.started).toBe(true);
    expect(third.state.started, "one write at a time").toBe(false);
    expect(stored.has(id)).toBe(false);

    copy.state.finish();
    expect(await outcomes[1]).toBe("stored");
    expect(await outcomes[2]).toBe("already stored");
    expect(third.state.started).toBe(false);
  });

  it("a copy of a request stored before (by an earlier run) is 'already stored' at once; other ids do not wait", async () => {
    const storeOnce = createClaims(new Set([id]), nowhere);
    const copy = write();
    expect(await storeOnce(id, copy.store)).toBe("already stored");
    expect(copy.state.started).toBe(false);

    const slow = write();
    void storeOnce(id.replace("1c29", "2d30"), slow.store);
    const other = write();
    const otherOutcome = storeOnce(id.replace("1c29", "3e41"), other.store);
    other.state.finish();
    expect(await otherOutcome).toBe("stored");
    slow.state.finish();
  });

  it("a write that failed after its line may have reached the file: the next copy looks there first; found, it is 'stored' and writes nothing; not found, it writes", async () => {
    const lineIn = { file: true };
    const looked: string[] = [];
    const onDisk = async (requestId: string) => (looked.push(requestId), lineIn.file);
    for (const found of [true, false]) {
      lineIn.file = found;
      const requestId = found ? id : id.replace("1c29", "4f52");
      const storeOnce = createClaims(new Set(), onDisk);
      const first = write();
      const outcome = storeOnce(requestId, first.store);
      first.state.finish(new LinesMayRemain("its name in its folder is not flushed"));
      await expect(outcome).rejects.toThrow(LinesMayRemain);
      expect(looked, "a write that did not fail never looks").not.toContain(requestId);

      const retry = write();
      const retried = storeOnce(requestId, retry.store);
      await expect.poll(() => found || retry.state.started).toBe(true);
      retry.state.finish();
      expect(await retried).toBe("stored");
      expect(retry.state.started, `found: ${found}`).toBe(!found);
      expect(looked.filter((looking) => looking === requestId)).toHaveLength(1);
    }
  });
});

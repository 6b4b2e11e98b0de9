/**
 * Counting never starves quotes: the counter refuses events first, below a floor of free space
 * and past a day's size, and says so once per kind, not once per event.
 */
import { afterEach, describe, expect, it } from "vitest";
import { counted, countEvent } from "#app/counts/count-event.ts";
import { cleanUp, quiet } from "../scripts/fixtures/outbox-testing.ts";
import { countTarget as target, serveCounter } from "../scripts/fixtures/count-testing.ts";

afterEach(cleanUp);

const visit = (origin: string) => countEvent(target, counted.visit, origin, "/services");

describe("the counter's bound", () => {
  it("refuses every event while free space is under the quotes' reserve, logs it once, and stores again once there is room", async () => {
    const log = quiet();
    let free = 1_000_000;
    const counter = await serveCounter({ bounds: { dailyBytes: 1e9, freeFloorBytes: 2_000_000 }, freeBytes: async () => free });
    const answers = await Promise.all(Array.from({ length: 50 }, () => counter.post(visit(counter.origin))));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(() => counter.lines()).toThrow(/ENOENT/);
    expect(log.warn.mock.calls.filter(([message]) => /free/.test(String(message)))).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();

    free = 1e12;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the reading's freshness
    expect((await counter.post(visit(counter.origin))).status).toBe(202);
    expect(counter.lines()).toHaveLength(1);
    expect(log.warn).toHaveBeenLastCalledWith("counter: events are stored again");
    await counter.close();
  });

  it("stops a day's counts at its size, with one line in the log", async () => {
    const log = quiet();
    const counter = await serveCounter({ bounds: { dailyBytes: 1000, freeFloorBytes: 0 }, freeBytes: async () => 1e12 });
    const statuses: number[] = [];
    for (let sent = 0; sent < 40; sent += 1) statuses.push((await counter.post(visit(counter.origin))).status);
    const stored = counter.lines();
    expect(stored.length).toBeGreaterThan(5);
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(1000);
    expect(statuses.slice(stored.length)).toEqual(Array.from({ length: 40 - stored.length }, () => 503));
    expect(log.warn.mock.calls.filter(([message]) => /today's counts/.test(String(message)))).toHaveLength(1);
    await counter.close();
  });
});

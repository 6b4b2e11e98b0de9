import { describe, expect, it } from "vitest";
import { dueNow } from "#app/content/coming-up.ts";

const at = (time: string) => ({ at: time });
const built = "2026-12-09T21:00:00+10:00";

describe("dueNow", () => {
  const list = [at("2026-12-10T06:00:00+10:00"), at("2026-12-12T06:00:00+10:00")];

  it("is not due before the first time, nor with nothing coming up", () => {
    expect(dueNow(list, built, new Date("2026-12-10T05:59:00+10:00"))).toBe(false);
    expect(dueNow([], built, new Date("2027-01-01T00:00:00+10:00"))).toBe(false);
  });

  it("is due once a time has come since the last build, in any zone the clock is read in", () => {
    expect(dueNow(list, built, new Date("2026-12-10T06:00:00+10:00"))).toBe(true);
    // 20:05 UTC on the 9th is 06:05 on the 10th in Queensland.
    expect(dueNow(list, built, new Date("2026-12-09T20:05:00Z"))).toBe(true);
  });

  it("is not due again once a build has been made after that time (nor for a time before the last build)", () => {
    expect(dueNow(list, "2026-12-10T06:03:00+10:00", new Date("2026-12-10T06:15:00+10:00"))).toBe(false);
    expect(dueNow([at("2026-12-01T06:00:00+10:00")], built, new Date("2026-12-10T06:15:00+10:00"))).toBe(false);
  });

  it("takes the deploy hook's last call as the last build, so one time calls it once", () => {
    const called = new Date("2026-12-10T06:05:00+10:00");
    expect(dueNow(list, called, new Date("2026-12-10T06:20:00+10:00"))).toBe(false);
    expect(dueNow(list, called, new Date("2026-12-12T06:01:00+10:00"))).toBe(true);
  });

  it("with no known last build, is due for any time that has come", () => {
    expect(dueNow(list, "", new Date("2026-12-10T06:01:00+10:00"))).toBe(true);
    expect(dueNow(list, "", new Date("2026-12-10T05:00:00+10:00"))).toBe(false);
  });
});

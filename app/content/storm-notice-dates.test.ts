import { describe, expect, it, vi } from "vitest";
import { queenslandDate, stormNotice } from "#app/content/storm-notice-dates.ts";

const message = "Storm season: we're taking storm calls 24/7.";
const day = (isoDate: string) => new Date(`${isoDate}T09:00:00Z`);

describe("stormNotice", () => {
  it("shows the owner's message when the switch is on, and nothing when it is off", () => {
    expect(stormNotice({ show: true, message, until: "" }, undefined, day("2026-07-01"))).toEqual({ message, until: undefined });
    expect(stormNotice({ show: false, message, until: "" }, undefined, day("2026-07-01"))).toBeNull();
  });

  it("stops after its last day in Queensland, even with the switch left on", () => {
    const setting = { show: true, message, until: "2026-12-01" };
    expect(stormNotice(setting, undefined, day("2026-12-01"))).toEqual({ message, until: "2026-12-01" });
    expect(stormNotice(setting, undefined, day("2026-12-02"))).toBeNull();
    // 11 pm on the last day in Greenwich is 9 am the next day in Queensland: over.
    expect(stormNotice(setting, undefined, new Date("2026-12-01T23:00:00Z"))).toBeNull();
    // 11 pm in Queensland on the last day is still the last day (13:00 UTC).
    expect(stormNotice(setting, undefined, new Date("2026-12-01T13:00:00Z"))).not.toBeNull();
  });

  it("shows from its first day in Queensland, not before: written the evening before a storm", () => {
    const setting = { show: true, message, from: "2026-12-10", until: "2026-12-12" };
    // 11:59 pm on the 9th in Queensland: not yet.
    expect(stormNotice(setting, undefined, new Date("2026-12-09T13:59:00Z"))).toBeNull();
    // Midnight on the 10th in Queensland (14:00 UTC on the 9th): up.
    expect(stormNotice(setting, undefined, new Date("2026-12-09T14:00:00Z"))).toEqual({ message, until: "2026-12-12" });
    expect(stormNotice({ ...setting, from: "" }, undefined, new Date("2026-12-09T13:59:00Z"))).not.toBeNull();
  });

  it("lets the host's VITE_STORM_NOTICE override the switch either way", () => {
    expect(stormNotice({ show: false, message, until: "" }, "on", day("2026-07-01"))).toEqual({ message, until: undefined });
    expect(stormNotice({ show: true, message, until: "" }, "off", day("2026-07-01"))).toBeNull();
  });
});

describe("queenslandDate", () => {
  it("makes one formatter and reuses it, so the counter (per event) and the stats (per line) do not grow with every call", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    const days = new Set(Array.from({ length: 1000 }, (_, hour) => queenslandDate(new Date(Date.UTC(2026, 11, 31, 13 + hour)))));
    expect(days.has("2027-01-01"), "still Queensland's day (UTC+10)").toBe(true);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });
});

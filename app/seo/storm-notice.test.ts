import { describe, expect, it } from "vitest";
import { stormNoticeMessage } from "#app/seo/storm-notice.ts";

const message = "Storm season: we're taking storm calls 24/7.";
const day = (isoDate: string) => new Date(`${isoDate}T09:00:00Z`);

describe("stormNoticeMessage", () => {
  it("shows the owner's message when the switch is on, and nothing when it is off", () => {
    expect(stormNoticeMessage({ show: true, message, until: "" }, undefined, day("2026-07-01"))).toBe(message);
    expect(stormNoticeMessage({ show: false, message, until: "" }, undefined, day("2026-07-01"))).toBeNull();
  });

  it("stops after its last day, even with the switch left on", () => {
    const setting = { show: true, message, until: "2026-12-01" };
    expect(stormNoticeMessage(setting, undefined, day("2026-12-01"))).toBe(message);
    expect(stormNoticeMessage(setting, undefined, day("2026-12-02"))).toBeNull();
  });

  it("lets the host's VITE_STORM_NOTICE override the switch either way", () => {
    expect(stormNoticeMessage({ show: false, message, until: "" }, "on", day("2026-07-01"))).toBe(message);
    expect(stormNoticeMessage({ show: true, message, until: "" }, "off", day("2026-07-01"))).toBeNull();
  });
});

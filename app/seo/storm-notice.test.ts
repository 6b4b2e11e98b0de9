import { describe, expect, it } from "vitest";
import { stormNoticeShown } from "#app/seo/storm-notice.ts";

const season = { fromMonth: 11, toMonth: 4 };
const on = (month: number) => new Date(2026, month - 1, 15);

describe("stormNoticeShown", () => {
  it("is off by default and on when switched on, whatever the date", () => {
    expect(stormNoticeShown({ show: "off", season }, undefined, on(1))).toBe(false);
    expect(stormNoticeShown({ show: "on", season }, undefined, on(7))).toBe(true);
  });

  it("follows a season that runs across the new year, November to April", () => {
    const shown = Array.from({ length: 12 }, (_, index) => stormNoticeShown({ show: "season", season }, undefined, on(index + 1)));
    expect(shown).toEqual([true, true, true, true, false, false, false, false, false, false, true, true]);
  });

  it("follows a season within one year", () => {
    expect(stormNoticeShown({ show: "season", season: { fromMonth: 3, toMonth: 5 } }, undefined, on(4))).toBe(true);
    expect(stormNoticeShown({ show: "season", season: { fromMonth: 3, toMonth: 5 } }, undefined, on(6))).toBe(false);
  });

  it("takes the configuration's override, and ignores one it does not know", () => {
    expect(stormNoticeShown({ show: "off", season }, "on", on(7))).toBe(true);
    expect(stormNoticeShown({ show: "on", season }, "off", on(7))).toBe(false);
    expect(stormNoticeShown({ show: "off", season }, "season", on(12))).toBe(true);
    expect(stormNoticeShown({ show: "on", season }, "sometimes", on(7))).toBe(true);
  });
});

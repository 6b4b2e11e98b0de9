import { describe, expect, it } from "vitest";
import { whenReceived } from "./when-received.ts";

/** 10:00 am on Tuesday 8 December 2026 in Queensland (00:00 UTC). */
const now = Date.parse("2026-12-08T00:00:00Z");

describe("when a request came, in Queensland's time", () => {
  it("says today and yesterday by Queensland's day, not UTC's", () => {
    // 3:42 pm on the 7th UTC is 1:42 am on the 8th in Queensland: today.
    expect(whenReceived("2026-12-07T15:42:00Z", now)).toBe("Today 1:42 am");
    // 1:59 pm UTC on the 7th is 11:59 pm on the 7th in Queensland: yesterday.
    expect(whenReceived("2026-12-07T13:59:00Z", now)).toBe("Yesterday 11:59 pm");
    expect(whenReceived("2026-12-07T23:59:59.999Z", now)).toBe("Today 9:59 am");
  });

  it("names the day and date further back, and the year only when it is not this one", () => {
    expect(whenReceived("2026-12-05T23:05:00Z", now)).toBe("Sun 6 Dec, 9:05 am");
    expect(whenReceived("2026-11-30T02:30:00Z", now)).toBe("Mon 30 Nov, 12:30 pm");
    expect(whenReceived("2025-12-31T14:00:00Z", now)).toBe("Thu 1 Jan, 12:00 am");
    expect(whenReceived("2025-12-31T13:59:00Z", now)).toBe("Wed 31 Dec 2025, 11:59 pm");
  });

  it("keeps UTC+10 through the months other states change their clocks (Queensland has no daylight saving)", () => {
    expect(whenReceived("2026-07-01T02:30:00Z", now)).toBe("Wed 1 Jul, 12:30 pm");
    expect(whenReceived("2026-01-15T02:30:00Z", now)).toBe("Thu 15 Jan, 12:30 pm");
  });

  it("shows a time it cannot read as it came", () => {
    expect(whenReceived("soon", now)).toBe("soon");
  });
});

import { describe, expect, it } from "vitest";
import { dayOf, keptFailureCopy } from "#app/words-in-code/kept-failure-copy.ts";

/** Local times, as the visitor's phone reads them. */
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).getTime();

describe("dayOf: the day a failed request was made, as the visitor would say it", () => {
  const now = at(2026, 11, 26, 9); // a Thursday morning

  it("says today and yesterday by the calendar, not by 24 hours", () => {
    expect(dayOf(at(2026, 11, 26, 0), now)).toBe("today");
    expect(dayOf(at(2026, 11, 25, 23), now)).toBe("yesterday");
    expect(dayOf(at(2026, 11, 25, 0), now)).toBe("yesterday");
  });

  it("names the weekday within the week, and the date before that, when a weekday would be ambiguous", () => {
    expect(dayOf(at(2026, 11, 24), now)).toBe("Tuesday");
    expect(dayOf(at(2026, 11, 20), now)).toBe("Friday");
    expect(dayOf(at(2026, 11, 19), now)).toBe("19 November");
  });

  it("says today for a time ahead of the phone's clock (a clock set back since)", () => {
    expect(dayOf(at(2026, 11, 28), now)).toBe("today");
  });

  it("makes the notice's sentence", () => {
    expect(keptFailureCopy.headline(dayOf(at(2026, 11, 24), now))).toBe("Your quote request from Tuesday could not be sent.");
    expect(keptFailureCopy.form.photosDropped(1)).toContain("add it again");
    expect(keptFailureCopy.form.photosDropped(3)).toContain("The 3 photos");
  });
});

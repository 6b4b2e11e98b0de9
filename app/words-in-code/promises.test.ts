import { describe, expect, it } from "vitest";
import { business, placeholderValues } from "#app/content/business.ts";
import * as facts from "#app/words-in-code/promises.ts";

/** "15+" as "15". */
const bare = (count: string) => count.replace(/\+$/, "");

/**
 * How the copy words each fact, whatever the owner sets it to in content/business.json. The
 * specification's own values (24 hours, 15+, 1000+, 24/7) are pinned once, in content-shape.test.ts.
 */
describe("facts", () => {
  it("fills each placeholder of the owner's copy from the business facts", () => {
    const [hours, days] = business.emergency.split("/");
    expect(placeholderValues).toEqual({
      name: business.name,
      phone: business.phone.display,
      email: business.email,
      replyTime: `${business.quoteReplyHours} hours`,
      years: business.yearsExperience,
      yearsNumber: bare(business.yearsExperience),
      customers: business.customers,
      customersNumber: bare(business.customers),
      emergency: business.emergency,
      emergencyInWords: `${hours} hours, ${days} days`,
      rating: business.rating.value.toFixed(1),
      reviewCount: String(business.rating.homeCount),
    });
  });

  it("words the interface's promises from the same facts", () => {
    expect({ ...facts }).toEqual({
      replyWithin: `within ${business.quoteReplyHours} hours`,
      emergencyHours: business.emergency,
      moreThanExperienceYears: `more than ${bare(business.yearsExperience)} years`,
      missedCallsReturned: "the same day",
    });
  });
});

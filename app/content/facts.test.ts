import { describe, expect, it } from "vitest";
import { business } from "#app/content/business.ts";
import * as facts from "#app/content/facts.ts";

/** "15+" as "15". */
const bare = (count: string) => count.replace(/\+$/, "");

/**
 * How the copy words each fact, whatever the owner sets it to in content/business.json. The
 * specification's own values (24 hours, 15+, 1000+, 24/7) are pinned once, in content-shape.test.ts.
 */
describe("facts", () => {
  it("words the business's counts and promises as the copy says them", () => {
    const [hours, days] = business.emergency.split("/");
    expect({ ...facts }).toEqual({
      replyWithin: `within ${business.quoteReplyHours} hours`,
      replyPromise: `Reply within ${business.quoteReplyHours} hours`,
      emergencyHours: business.emergency,
      emergencyResponse: `${business.emergency} emergency response`,
      emergencyHoursInWords: `${hours} hours, ${days} days`,
      experienceYears: `${business.yearsExperience} years`,
      moreThanExperienceYears: `more than ${bare(business.yearsExperience)} years`,
      localExperience: `${business.yearsExperience} years of local experience`,
      customersServed: `${business.customers} customers served`,
      overCustomers: `over ${bare(business.customers)} customers`,
    });
  });
});

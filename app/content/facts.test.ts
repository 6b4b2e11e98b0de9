import { describe, expect, it } from "vitest";
import * as facts from "#app/content/facts.ts";

describe("facts", () => {
  it("words business.ts's counts and promises as the copy has always said them", () => {
    expect({ ...facts }).toEqual({
      replyWithin: "within 24 hours",
      replyPromise: "Reply within 24 hours",
      emergencyHours: "24/7",
      emergencyResponse: "24/7 emergency response",
      emergencyHoursInWords: "24 hours, 7 days",
      experienceYears: "15+ years",
      moreThanExperienceYears: "more than 15 years",
      localExperience: "15+ years of local experience",
      customersServed: "1000+ customers served",
      overCustomers: "over 1000 customers",
    });
  });
});

/**
 * Every business fact, read from the owner's file content/business.json (edited at /admin).
 * Pages, metadata, structured data and the quote form import them from here; nothing else spells
 * out the phone, the rating or the counts. The file is imported here as usual in dev and tests; in
 * the build no bundle holds it (scripts/build/business-facts-plugin.ts turns this import into a read
 * as pages render, and the quote form's script reads the facts from its page). The build
 * checks it through the one loader first (checkContent in content-files.server.ts, from
 * scripts/build/build.ts and app/routes.ts) and refuses, in the editor's words, a file that does not
 * fit its shape.
 */
import facts from "../../content/business.json" with { type: "json" };
import type { BusinessFacts } from "#app/content/model/business-file.ts";
import { dialNumber } from "#app/content/phone.ts";
import { fillText, type PlaceholderValues } from "#app/content/placeholders.ts";

// The file held to its shape's type too: a field the shape has and the file lacks fails the type check.
facts satisfies BusinessFacts;

/** "15+" as "15", for prose that says the plus in words ("more than 15 years"). */
const withoutPlus = (count: string) => count.replace(/\+$/, "");

/** What a placeholder in the owner's copy stands for, from the business facts `from`: `{phone}`, `{replyTime}`, `{years}`, … */
export const placeholderValuesOf = (from: BusinessFacts): PlaceholderValues => ({
  name: from.name,
  phone: from.phone,
  email: from.email,
  /** "24 hours": "we reply within {replyTime}". */
  replyTime: `${from.quoteReplyHours} hours`,
  /** "15+" and "15": "{years} years", "more than {yearsNumber} years". */
  years: from.yearsExperience,
  yearsNumber: withoutPlus(from.yearsExperience),
  /** "1000+" and "1000". */
  customers: from.customers,
  customersNumber: withoutPlus(from.customers),
  /** "24/7" and "24 hours, 7 days". */
  emergency: from.emergency,
  emergencyInWords: from.emergency.replace(/^(\d+)\/(\d+)$/, "$1 hours, $2 days"),
  rating: from.rating.value.toFixed(1),
  reviewCount: String(from.rating.homeCount),
});

/** What a placeholder stands for, from the owner's file as built (the editor's previews use the facts as they are now). */
export const placeholderValues: PlaceholderValues = placeholderValuesOf(facts);

export const business = {
  ...facts,
  /** Written once in the file; `e164` is what a tap on Call dials, made from it (phone.ts). */
  phone: { display: facts.phone, e164: dialNumber(facts.phone) },
  description: fillText(facts.description, placeholderValues, "description"),
};

/** The page element a browser script reads the facts from (scripts/build/business-facts-plugin.ts). */
export const BUSINESS_FACTS_ELEMENT = "business-facts";

/** The facts as the file has them, for the page of a browser script that reads them. */
export const factsAsFiled = facts;

export const telHref = `tel:${business.phone.e164}`;

/**
 * The business's counts and promises as sentences say them. Copy builds its sentences from these
 * phrases, so a fact changed in business.ts changes on every page that states it.
 * Browser-safe and loaded by the server's outbox too, hence the explicit extension.
 */
import { business } from "#app/content/business.ts";

/** "15+" as "15", for prose that says the plus in words ("more than 15 years"). */
const withoutPlus = (count: string) => count.replace(/\+$/, "");

/** "within 24 hours": how soon a quote request gets a reply. */
export const replyWithin = `within ${business.quoteReplyHours} hours`;
/** The same promise as a trust point under a hero. */
export const replyPromise = `Reply ${replyWithin}`;

/** "24/7": when the emergency crew answers. */
export const emergencyHours = business.emergency;
/** The trust point most pages list under their hero. */
export const emergencyResponse = `${emergencyHours} emergency response`;
/** "24 hours, 7 days": the same promise in words, for the contact details' opening hours. */
export const emergencyHoursInWords = emergencyHours.replace(/^(\d+)\/(\d+)$/, "$1 hours, $2 days");

/** "15+ years". */
export const experienceYears = `${business.yearsExperience} years`;
/** "more than 15 years". */
export const moreThanExperienceYears = `more than ${withoutPlus(business.yearsExperience)} years`;
export const localExperience = `${experienceYears} of local experience`;

/** "1000+ customers served". */
export const customersServed = `${business.customers} customers served`;
/** "over 1000 customers". */
export const overCustomers = `over ${withoutPlus(business.customers)} customers`;

/**
 * The business's promises as the interface's own sentences say them (site-copy.ts, the quote
 * form, the emails a request makes); the owner's files say the same with placeholders
 * (business.ts, placeholderValues). Browser-safe and loaded by the server's outbox too, hence the
 * explicit extension.
 */
import { business, placeholderValues } from "#app/content/business.ts";

/** "within 24 hours": how soon a quote request gets a reply. */
export const replyWithin = `within ${placeholderValues.replyTime}`;
/** "24/7": when the emergency crew answers. */
export const emergencyHours = business.emergency;
/** "more than 15 years". */
export const moreThanExperienceYears = `more than ${placeholderValues.yearsNumber} years`;
/** When a call the crew missed is returned (the specification's same-day callback). */
export const missedCallsReturned = "the same day";

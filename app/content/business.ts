/**
 * Every business fact, read from the owner's file content/business.json (edited at /admin).
 * Pages, metadata, structured data and the quote form import them from here; nothing else spells
 * out the phone, the rating or the counts. Its shape is checked at build (content-files.server.ts).
 */
import facts from "../../content/business.json" with { type: "json" };
import { fillText, type PlaceholderValues } from "#app/content/placeholders.ts";

/** What a placeholder in the owner's copy stands for: `{phone}`, `{replyTime}`, `{years}`, … */
export const placeholderValues: PlaceholderValues = {
  name: facts.name,
  phone: facts.phone.display,
  email: facts.email,
  replyTime: `${facts.quoteReplyHours} hours`,
  years: facts.yearsExperience,
  customers: facts.customers,
  emergency: facts.emergency,
  rating: facts.rating.value.toFixed(1),
  reviewCount: String(facts.rating.homeCount),
};

export const business = { ...facts, description: fillText(facts.description, placeholderValues, "description") };

export const telHref = `tel:${business.phone.e164}`;

/** The unsaved form's values as the site's components take them: a half-filled form is drawn, not refused (the check says what is missing). */
import type { ShownBusiness } from "#app/components/ui/business-context.ts";
import type { IconName } from "#app/content/icon-names.ts";
import { dialNumber } from "#app/content/phone.ts";

export const textOf = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
export const textsOf = (value: unknown) => (Array.isArray(value) ? value.map(textOf).filter((line) => line !== "") : []);
export const groupOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const listOf = (value: unknown) => (Array.isArray(value) ? value.map(groupOf) : []);
/** An icon the form names; the check refuses one the site has not. */
export const iconOf = (value: unknown) => (textOf(value) || "check") as IconName;

/** A page's opening band: its eyebrow, heading, intro and highlights. */
export const heroOf = (value: unknown) => {
  const hero = groupOf(value);
  return { eyebrow: textOf(hero.eyebrow), heading: textOf(hero.heading), intro: textOf(hero.intro), highlights: textsOf(hero.highlights) };
};

/** The business facts' file, whose facts every preview shows as they are now (./facts-now.ts). */
export const BUSINESS_FILE = "content/business.json";

/** The business facts as the header, the footer and the call buttons show them, from a form's or a file's fields. */
export function shownBusiness(fields: Record<string, unknown>): ShownBusiness {
  const phone = textOf(fields.phone);
  const address = groupOf(fields.address);
  return {
    name: textOf(fields.name),
    phone: { display: phone, e164: dialNumber(phone) },
    region: textOf(fields.region),
    address: { ...address, region: textOf(address.region) } as ShownBusiness["address"],
    foundingCopyright: Number(fields.foundingCopyright) || 0,
  };
}

/**
 * A new entry's file name, made from its fields as the Decap editor made it, so a file added here is
 * named as one added at /admin: the collection's template (`slug` in scripts/build/admin-config.ts,
 * app/content/collections.ts's `newFileName`: "{{fields.month}}-{{title}}"), each value made
 * lower-case ASCII with hyphens by Decap's sanitizeSlug under the site's settings (`encoding: ascii`,
 * `clean_accents: true`). After decap-cms-core's compileStringTemplate, prepareSlug and sanitizeSlug
 * (lib/formatters.ts, lib/urlHelper.ts), without the date words the site's templates never use.
 */

const variable = /\{\{([^}{|]+)(?:\|[^}{]+)?\}\}/g;

/** Letters with their accents taken off ("Café" → "Cafe"), and the few that are two letters in ASCII. */
const withoutAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/đ/g, "d")
    .replace(/ł/g, "l");

/** One value as a part of a file name: Decap's prepareSlug, then its sanitizeSlug (ASCII, accents cleaned, "-" in place of the rest). */
export function fileNamePart(value: unknown): string {
  const prepared = String(value ?? "")
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, "")
    .replace(/\./g, "-");
  return Array.from(withoutAccents(prepared))
    .map((char) => (/[\w\-.~]/.test(char) ? char : "-"))
    .join("")
    .replace(/-+/g, "-")
    .replace(/^-/, "")
    .replace(/-$/, "");
}

/**
 * The file name (without its extension) `template` makes of `fields`: {{fields.x}} and {{x}} are the
 * field x, {{slug}} is the identifying field `identifierField` (a post's title, as Decap had it).
 */
export function newFileName(template: string, identifierField: string, fields: Record<string, unknown>): string {
  const valueOf = (key: string) => {
    const name = key.startsWith("fields.") ? key.slice("fields.".length) : key === "slug" ? identifierField : key;
    return name
      .split(".")
      .reduce<unknown>((value, part) => (value && typeof value === "object" ? (value as never)[part] : undefined), fields);
  };
  return template.replace(variable, (_, key: string) => fileNamePart(valueOf(key.trim())));
}

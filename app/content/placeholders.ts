/**
 * Placeholders in the owner's content files: a sentence that states a fact names it, `{phone}`,
 * `{replyTime}`, and the facts fill it in at build time, so a fact changed in content/business.json
 * changes every sentence that says it. Browser-safe: business.ts fills its own description with it.
 */

/** `{name}`: letters only, so prices in braces or JSON never look like one. */
const placeholder = /\{([a-zA-Z]+)\}/g;

/** What a text's placeholders must be: the build's words, and the editor's (scripts/build/admin-config.ts). */
export const placeholderRule = (known: string[]) => `a word in braces must be one of ${known.map((name) => `{${name}}`).join(", ")}`;

/** Thrown for a placeholder no fact fills; `field` says where, for the build's message. */
class UnknownPlaceholderError extends Error {
  constructor(field: string, placeholderName: string, known: string[]) {
    super(`${field}: unknown placeholder {${placeholderName}}: ${placeholderRule(known)}`);
  }
}

export type PlaceholderValues = Readonly<Record<string, string>>;

/** The text with each placeholder replaced by its value. */
export function fillText(text: string, values: PlaceholderValues, field = ""): string {
  return text.replace(placeholder, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new UnknownPlaceholderError(field, name, Object.keys(values));
    return values[name]!;
  });
}

/** Every string inside a value (objects and arrays walked), filled; `field` is the value's path. */
export function fillAll<T>(value: T, values: PlaceholderValues, field = ""): T {
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (typeof value === "string") return fillText(value, values, field) as T;
  if (Array.isArray(value)) return value.map((item, index) => fillAll(item, values, at(index))) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values, at(key))])) as T;
  }
  return value;
}

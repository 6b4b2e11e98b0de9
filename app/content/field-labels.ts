/**
 * The editor's name for a field of a content file, one rule for both readers: the editor's
 * configuration labels its fields with it (scripts/build/editor-fields.ts), and the content check
 * (./entry-check.ts) names the field at fault with it, so a refusal says what the owner sees.
 * Browser-safe.
 */

/** Names the page files share, as the owner would call them. */
const LABELS: Record<string, string> = {
  meta: "For search engines and link previews",
  hero: "Top of the page",
  cta: "Closing call to action",
  faq: "Questions and answers",
  items: "Items",
};

/** "quoteReplyHours" → "Quote reply hours"; a field's own title (its shape's meta) comes first. */
export function labelOf(name: string) {
  if (Object.hasOwn(LABELS, name)) return LABELS[name]!;
  const words = name.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A list's name for one of its items: "photos" → "photo", "stories" → "story". */
export const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

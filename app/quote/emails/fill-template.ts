/**
 * EmailJS's template language, the part our templates use (its "Dynamic variables in templates"):
 * `{{name}}` is the value HTML-escaped, `{{{name}}}` the value as it is, `{{#name}}…{{/name}}` is
 * shown when the value is not empty and `{{^name}}…{{/name}}` when it is. A variable not sent is
 * empty. `npm start` fills the built templates with it, so what it writes is what EmailJS sends.
 */

export type TemplateValues = Readonly<Record<string, string | undefined>>;

const SECTION = /\{\{([#^])\s*(\w+)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g;
const VARIABLE = /\{\{\{\s*(\w+)\s*\}\}\}|\{\{\s*(\w+)\s*\}\}/g;
/** Any tag, for the names a template uses: `{{name}}`, `{{{name}}}`, `{{#name}}`, `{{^name}}`, `{{/name}}`. */
const ANY_TAG = /\{\{\{?\s*[#^/]?\s*(\w+)\s*\}?\}\}/g;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const fillVariables = (text: string, values: TemplateValues) =>
  text.replace(VARIABLE, (_, raw?: string, escaped?: string) => (raw ? (values[raw] ?? "") : escapeHtml(values[escaped!] ?? "")));

/** The template filled in one pass over its own text: a value is never read again as template (a message holding `{{phone}}`). */
export function fillTemplate(template: string, values: TemplateValues): string {
  let filled = "";
  let from = 0;
  for (const { 0: whole, 1: kind, 2: name, 3: inner, index } of template.matchAll(SECTION)) {
    filled += fillVariables(template.slice(from, index), values);
    if (Boolean(values[name!]) === (kind === "#")) filled += fillTemplate(inner!, values);
    from = index + whole.length;
  }
  return filled + fillVariables(template.slice(from), values);
}

/** Every variable a template reads, for the check that each is one the form sends. */
export const variablesIn = (template: string): Set<string> => new Set(Array.from(template.matchAll(ANY_TAG), (match) => match[1]!));

/**
 * What a post's text may carry besides words: the HTML a post may hold (what Markdown makes, and
 * the few tags an owner may write or paste), written once. The build renders a post through this
 * list (app/content/blog/markdown.ts, with sanitize-html); the content check (./entry-check.ts)
 * names what the list would take out, so the owner is told before a post is saved, not surprised
 * after. Browser-safe: the editor runs the check.
 */
import { decodeHTMLAttribute } from "entities/decode";

/** Tags a post may show: Markdown's own (headings, lists, tables, code, photos) and plain text formatting. */
export const postTags = [
  "h1 h2 h3 h4 h5 h6 p br hr blockquote pre code ul ol li dl dt dd",
  "a img figure figcaption em strong b i u s del ins mark small sub sup abbr cite q kbd span div time",
  "table caption thead tbody tfoot tr th td colgroup col",
].flatMap((tags) => tags.split(" "));

/** The attributes each may keep; every other (a style, a class, an `on…` handler) is taken out. */
export const postAttributes: Record<string, string[]> = {
  a: ["href", "title", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  ...Object.fromEntries(["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
  ol: ["start"],
  th: ["align", "colspan", "rowspan"],
  td: ["align", "colspan", "rowspan"],
  time: ["datetime"],
  code: ["class"],
};

/** Where a link or photo may lead: pages (an address with no scheme), the web, email and phone. */
export const postSchemes = ["http", "https", "mailto", "tel"];

const CODE = "is code, and the site never runs code from a post: remove it";
/** Fenced and indented code blocks and `code spans` show their text as text: nothing in them is HTML. */
const codeInMarkdown = /^( {0,3})(`{3,}|~{3,})[^]*?^\1\2`*\s*$|^(?: {4}|\t).*$|(`+)[^`]*?\3/gm;
const tag = /<\/?([a-zA-Z][\w-]*)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** An autolink, <https://…>, which Markdown makes a link of whatever its scheme. */
const autolink = /<([a-z][a-z0-9+.-]{1,31}:[^<>\s]*)>/gi;
const handler = /(?:^|\s)(on[a-z]+)\s*=/gi;
const attributeUrl = /(?:^|\s)(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*([^"'\s>]+)/gi;
const markdownUrl = /\]\(\s*<?([^)\s>]+)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
// Browsers ignore blanks inside a scheme ("java script:"), so the check does too.
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/\s/g, ""))?.[1]?.toLowerCase();

/**
 * What a post's Markdown holds that the site would not show, each as the words that follow
 * "Blog post "…" → Post": a script, an `on…=` handler, a link to `javascript:` or another scheme
 * no page uses, or a tag off the list. None: the post shows as written.
 */
export function notShownInPost(markdown: string): string[] {
  const problems = new Set<string>();
  const text = markdown.replace(codeInMarkdown, "");
  const link = (url: string) => {
    // As the browser reads an href (`&#106;avascript:` is javascript:), by the HTML standard's rules.
    const scheme = schemeOf(decodeHTMLAttribute(url));
    if (scheme && !postSchemes.includes(scheme))
      problems.add(
        scheme === "javascript"
          ? `: a link to javascript: ${CODE}`
          : `: a link starting ${scheme}: leads nowhere a visitor can open: link to a page of the site or a web address (https://…)`,
      );
  };
  for (const [, name = "", attributes = ""] of text.matchAll(tag)) {
    const element = name.toLowerCase();
    if (element === "script") problems.add(`: <script> ${CODE}`);
    else if (!postTags.includes(element))
      problems.add(`: <${element}> is not shown on the site: remove it (a link to what it shows can stay)`);
    for (const [, on = ""] of attributes.matchAll(handler)) problems.add(`: ${on.toLowerCase()}= in <${element}> ${CODE}`);
    for (const [, url = ""] of attributes.matchAll(attributeUrl)) link(url);
  }
  for (const [, inline, reference] of text.matchAll(markdownUrl)) link((inline ?? reference)!);
  for (const [, url = ""] of text.matchAll(autolink)) link(url);
  return [...problems];
}

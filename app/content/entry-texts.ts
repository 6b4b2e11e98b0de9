/**
 * The texts of a content entry, each with its path among the entry's fields (a post's text under
 * POST_TEXT), and the photos and pages of the site each one names: what the one content check
 * (./entry-check.ts) reads, and what a delete of a page would break.
 */
import { lexer, walkTokens, type Tokens } from "marked";
import { decodeHTMLAttribute } from "entities/decode";
import { isRecord } from "#app/lib/is-record.ts";
import { paths } from "#app/site/paths.ts";

/** Where a post's text is, among the paths of its fields. */
export const POST_TEXT = Symbol("the post's text");
/**
 * The addresses a post's Markdown links to or shows as a photo, wherever they stand (a list, a table,
 * a quote), as marked reads them for the page: in code, or escaped, a link is only words.
 */
function markdownHrefs(markdown: string): string[] {
  const hrefs: string[] = [];
  walkTokens(lexer(markdown), (token) => {
    // As the browser follows it, its character references decoded: marked keeps `&#47;price-list` as written.
    if (token.type === "link" || token.type === "image") hrefs.push(decodeHTMLAttribute((token as Tokens.Link | Tokens.Image).href));
  });
  return hrefs;
}

/** Every text inside a value, with its path. */
function eachText(value: unknown, visit: (text: string, path: PropertyKey[]) => void, path: PropertyKey[] = []) {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => eachText(item, visit, [...path, index]));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) eachText(item, visit, [...path, key]);
}

/** Every text of an entry's fields, and a post's text, each with its path. */
export const textsOf = (data: unknown, body: string) => {
  const texts: [string, PropertyKey[]][] = [];
  eachText(data, (text, path) => texts.push([text, path]));
  return body ? [...texts, [body, [POST_TEXT]] as [string, PropertyKey[]]] : texts;
};

/** The photos one text shows and the site's pages it links to: a photo or `link` field, or a post's Markdown. */
export function tiesOfText(text: string, path: PropertyKey[]): { photos: string[]; links: string[] } {
  const photos = text.startsWith(paths.media) && path[0] !== POST_TEXT ? [text] : [];
  const links = path.at(-1) === "link" && text.startsWith("/") ? [text] : [];
  if (path[0] === POST_TEXT)
    for (const href of markdownHrefs(text)) {
      if (!href.startsWith("/") || href.startsWith("//")) continue; // another site's
      (href.startsWith(paths.media) ? photos : links).push(href);
    }
  return { photos, links };
}

/** The addresses of the site's pages an entry links to (what a delete of one of them would break). */
export const linksOf = (data: unknown, body: string) =>
  textsOf(data, body).flatMap(([text, path]) => tiesOfText(text, path).links.map(addressOf));

/** An address as the route table has it: no query, no anchor, no trailing slash. */
export const addressOf = (href: string) => href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");

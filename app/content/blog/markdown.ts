/**
 * A post's Markdown as HTML, at build time (marked): headings carry ids and link to themselves,
 * external links are marked rel="noopener". Then reduced to the tags, attributes and link schemes a
 * post may carry (#app/content/post-html.ts) by sanitize-html: a script, an `on…=` handler or a
 * `javascript:` link never reaches a page, whatever the file holds (the content check refuses them
 * first, in words). Also the words a reader reads, for the reading time and the Article JSON-LD
 * word count. Never part of any browser bundle.
 */
import GithubSlugger from "github-slugger";
import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { postAttributes, postSchemes, postTags } from "#app/content/post-html.ts";
import { countWords } from "#app/lib/reading.ts";

/** The HTML a post may carry: what is off the list goes, its words stay (a script's and a style's go too). */
const safePostHtml = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: postTags,
    allowedAttributes: postAttributes,
    allowedSchemes: postSchemes,
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  });

const isExternal = (href: string) => /^https?:\/\//.test(href);
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function plainText(tokens: Token[]): string {
  return tokens.map((token) => ("tokens" in token && token.tokens ? plainText(token.tokens) : "text" in token ? token.text : "")).join(" ");
}

export function renderMarkdown(markdown: string): { html: string; words: number } {
  const slugger = new GithubSlugger();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const id = slugger.slug(plainText(tokens));
        return `<h${depth} id="${id}"><a href="#${id}">${this.parser.parseInline(tokens)}</a></h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const titled = title ? ` title="${escapeAttribute(title)}"` : "";
        const rel = isExternal(href) ? ' rel="noopener"' : "";
        return `<a href="${escapeAttribute(href)}"${titled}${rel}>${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  return { html: safePostHtml(marked.parser(tokens)), words: countWords(plainText(tokens)) };
}

/**
 * A post's Markdown as HTML, at build time (marked): headings carry ids and link to themselves,
 * external links are marked rel="noopener". Also the words a reader reads, for the reading time
 * and the Article JSON-LD word count. Never part of any browser bundle.
 */
import GithubSlugger from "github-slugger";
import { Marked, type Token, type Tokens } from "marked";
import { countWords } from "#app/lib/reading.ts";

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
  return { html: marked.parser(tokens), words: countWords(plainText(tokens)) };
}

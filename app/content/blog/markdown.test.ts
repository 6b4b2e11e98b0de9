/**
 * A post's text as a page shows it: Markdown and the HTML an owner may write or paste are shown,
 * code is never carried to the page, whatever reaches the build (the content check refuses it
 * first: entry-check.test.ts).
 */
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/content/blog/markdown.ts";

const html = (markdown: string) => renderMarkdown(markdown).html;

describe("a post's text as HTML", () => {
  it("never carries a script, an on… handler or a javascript: link, and keeps the words around them", () => {
    const shown = html(
      [
        "Before <script>alert('post')</script> after.",
        "",
        '<img src="/media/gum.jpg" alt="A gum" onerror="alert(1)">',
        "",
        '[a trap](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)" onclick="alert(3)">another</a>',
        "",
        '<iframe src="https://example.org"></iframe><style>body{display:none}</style>',
      ].join("\n"),
    );
    expect(shown).not.toMatch(/<script|alert|onerror|onclick|javascript:|<iframe|<style|display:none/i);
    expect(shown).toContain("Before  after.");
    expect(shown).toContain('<img src="/media/gum.jpg" alt="A gum" />');
    expect(shown).toContain("<a>a trap</a> and <a>another</a>");
  });

  it("keeps what Markdown makes: linked headings, external links marked noopener, tables, code shown as text", () => {
    const shown = html(
      [
        "## Council rules",
        "",
        "[Sunshine Coast Council](https://www.sunshinecoast.qld.gov.au) or [call us](tel:0491570156), [our services](/services).",
        "",
        "| Tree | Height |",
        "| :-- | --: |",
        "| Gum | 20 m |",
        "",
        "`<script>` stays words, <br> a break, <mark>marked</mark>.",
      ].join("\n"),
    );
    expect(shown).toContain('<h2 id="council-rules"><a href="#council-rules">Council rules</a></h2>');
    expect(shown).toContain('<a href="https://www.sunshinecoast.qld.gov.au" rel="noopener">Sunshine Coast Council</a>');
    expect(shown).toContain('<a href="tel:0491570156">call us</a>, <a href="/services">our services</a>');
    expect(shown).toContain('<th align="left">Tree</th>');
    expect(shown).toContain("<code>&lt;script&gt;</code> stays words, <br /> a break, <mark>marked</mark>.");
  });
});

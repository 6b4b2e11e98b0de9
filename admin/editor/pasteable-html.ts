/**
 * Pasted HTML made into what a post's text can take, without losing a word: pictures left out (with
 * whether any were, for the editor to say so), text's line breaks made spaces, each table row a
 * paragraph with its cells apart, Word's empty paragraphs and a line break at a paragraph's start or
 * end taken out. Pure (a DOMParser only): the editor's paste (admin/next/paste-markdown.ts, which says why each
 * is needed there) and the own editor's (admin/next/paste-markdown.ts) both use it.
 */
/** Elements that are a paragraph of their own in Decap's editor. */
const BLOCKS = "p, div, li, h1, h2, h3, h4, h5, h6, blockquote";
/** Nothing a reader sees: spaces, including Word's no-break ones. */
const blank = (text: string | null) => !text || /^[\s\u00a0]*$/.test(text);

/** Takes out the line breaks and blank text at one end of `element`, inside what stands there too. */
function trimEnd(element: Element, end: "firstChild" | "lastChild"): void {
  for (let node = element[end]; node; node = element[end]) {
    const inline = node instanceof Element && !node.matches(BLOCKS);
    if (node instanceof Element && node.matches("br")) node.remove();
    else if ((node.nodeType === Node.TEXT_NODE || inline) && blank(node.textContent)) node.remove();
    else {
      if (inline) trimEnd(node as Element, end);
      return;
    }
  }
}

/** The pasted HTML made safe for Decap's editor; whether a picture was left out. */
export function pasteableHtml(html: string): { html: string; leftOut: boolean } {
  const document = new DOMParser().parseFromString(html, "text/html");
  const pictures = [...document.querySelectorAll("img, picture, svg, video, iframe, object")];
  for (const picture of pictures)
    picture.replaceWith(document.createTextNode(picture.getAttribute("alt") ? ` ${picture.getAttribute("alt")} ` : " "));
  for (const row of document.querySelectorAll("tr")) {
    const cells = [...row.querySelectorAll("td, th")].map((cell) => cell.textContent?.replace(/\s+/g, " ").trim() ?? "");
    row.closest("table")?.before(Object.assign(document.createElement("p"), { textContent: cells.filter(Boolean).join(" – ") }));
  }
  for (const table of document.querySelectorAll("table")) table.remove();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest("pre")) node.nodeValue = node.nodeValue!.replace(/[\r\n]+/g, " ");
  for (const block of [...document.body.querySelectorAll(BLOCKS)].toReversed()) {
    trimEnd(block, "firstChild");
    trimEnd(block, "lastChild");
    if (!block.querySelector(BLOCKS) && blank(block.textContent)) block.remove();
  }
  return { html: document.body.innerHTML, leftOut: pictures.length > 0 };
}

/**
 * Paste never loses work. Decap's rich-text editor (decap-cms-widget-markdown, plugins/html/withHtml.js)
 * turns pasted HTML into its own nodes: a picture becomes an image node its renderer cannot draw
 * (it reads `element.data.url`, which the paste never sets), and the whole editor falls over with
 * the owner's unsaved work; line breaks inside the HTML's text are dropped without a space (Word's
 * "red\r\nwords" became "redwords"), and table cells run together ("cell 1cell 2"). So before Decap
 * sees a paste with HTML, the HTML is made into what it can take: pictures left out (and the owner told
 * how photos are added), text's line breaks made spaces, each table row a paragraph with its cells
 * apart; then it is handed on as the browser would (a `beforeinput` of "insertFromPaste"). Word's
 * empty paragraphs (`<p><o:p>&nbsp;</o:p></p>`) and a line break at a paragraph's start or end (`<p><br></p>`)
 * are taken out: Decap writes such a break as a Markdown hard break, and a paragraph that is only one
 * is a lone `\` in the post.
 */
import { showNotice } from "./notices.ts";

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

export function pasteWithoutLoss() {
  document.addEventListener(
    "paste",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[contenteditable="true"]') : null;
      const html = event.clipboardData?.getData("text/html");
      if (!target || !html) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { html: cleaned, leftOut } = pasteableHtml(html);
      const data = new DataTransfer();
      data.setData("text/html", cleaned);
      data.setData("text/plain", event.clipboardData?.getData("text/plain") ?? "");
      const input = new InputEvent("beforeinput", { inputType: "insertFromPaste", dataTransfer: data, bubbles: true, cancelable: true });
      target.dispatchEvent(input);
      if (leftOut)
        showNotice("paste", {
          tone: "warning",
          title: "The pasted text is in; its pictures were left out.",
          text: "Add a photo to a post with the editor's photo button, so it is prepared for the site.",
        });
    },
    { capture: true },
  );
}

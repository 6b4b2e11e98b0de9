/**
 * Paste never loses work. Decap's rich-text editor (decap-cms-widget-markdown, plugins/html/withHtml.js)
 * turns pasted HTML into its own nodes: a picture becomes an image node its renderer cannot draw
 * (it reads `element.data.url`, which the paste never sets), and the whole editor falls over with
 * the owner's unsaved work; line breaks inside the HTML's text are dropped without a space (Word's
 * "red\r\nwords" became "redwords"), and table cells run together ("cell 1cell 2"). So before Decap
 * sees a paste with HTML, the HTML is made into what it can take: pictures left out (and the owner told
 * how photos are added), text's line breaks made spaces, each table row a paragraph with its cells
 * apart; then it is handed on as the browser would (a `beforeinput` of "insertFromPaste").
 */
import { showNotice } from "./notices.ts";

/** The pasted HTML made safe for Decap's editor; whether a picture was left out. */
function pasteableHtml(html: string): { html: string; leftOut: boolean } {
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

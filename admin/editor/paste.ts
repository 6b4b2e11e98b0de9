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
import { pasteableHtml } from "./pasteable-html.ts";

export { pasteableHtml } from "./pasteable-html.ts";

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

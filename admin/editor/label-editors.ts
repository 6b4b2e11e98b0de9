/**
 * Decap's rich-text editor (a blog post's text) has no accessible name: a screen reader says only
 * "edit text". It is given its field's label, as every other field has.
 */
let labelled = 0;

function labelEditor(editor: Element) {
  if (editor.hasAttribute("aria-label") || editor.hasAttribute("aria-labelledby")) return;
  const label = editor.closest('[class*="-ControlContainer"]')?.querySelector("label");
  if (!label) return;
  label.id ||= `rich-text-label-${++labelled}`;
  editor.setAttribute("aria-labelledby", label.id);
}

export function labelRichTextEditors() {
  new MutationObserver(() => document.querySelectorAll('[contenteditable="true"]').forEach(labelEditor)).observe(document.body, {
    subtree: true,
    childList: true,
  });
}

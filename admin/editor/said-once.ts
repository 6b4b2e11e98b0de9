/**
 * A refusal said once, where the owner looks. When the editor's own check stops a save or a delete
 * (./content-check.ts, ./overwrite-guard.ts, ./deletes.ts), it lists why in its notice; Decap then
 * repeats the error in a toast of its own ("Failed to persist entry: Error: Not published…"), which
 * on a phone covered the notice and the form. That toast is hidden: the notice already said it.
 */

/** How the editor's own refusals begin (the errors its checks throw). */
const OURS = /Not (published|deleted)[:.,]/;

function hideRepeats(root: ParentNode) {
  for (const toast of root.querySelectorAll<HTMLElement>(".Toastify__toast"))
    if (OURS.test(toast.textContent ?? "")) toast.style.display = "none";
}

export function sayRefusalsOnce() {
  new MutationObserver(() => hideRepeats(document)).observe(document.body, { childList: true, subtree: true });
}

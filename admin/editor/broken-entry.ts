/**
 * An entry whose file was broken outside the editor (not valid JSON) cannot be read, yet Decap opens
 * it with every field empty and marked "Published", as if that were the site. While the build says a
 * file cannot be read (./build-status.ts) and the owner opens that entry, a panel covers Decap's form
 * and toolbar and says what is true: which entry, why it looks empty, that the site still shows the
 * version from before, and that the build's notice (above the panel) puts back the last published one.
 */
import type { Restorable } from "./build-status.ts";
import { brokenText, brokenTitle } from "./broken-entry-words.ts";
import { decapStore } from "./decap-store.ts";

const PANEL = "owner-broken-entry";
const HEADING = `${PANEL}-heading`;

/** The collection of the entry the editor's address opens, if it opens one. */
const openedCollection = () => /^#\/collections\/([^/]+)\/entries\//.exec(window.location.hash)?.[1];

/**
 * The unreadable entry open in the editor now, if any: by the file of the entry Decap has open (it
 * opens an unreadable one with no data, its path kept), so only once the owner is signed in and it shows.
 */
function openBrokenEntry(restorable: readonly Restorable[]): { broken: Restorable; collection: string } | undefined {
  const collection = openedCollection();
  const path = decapStore()?.getState().entryDraft.getIn(["entry", "path"]);
  const broken = collection && restorable.find((each) => each.unreadable && each.file === path);
  return broken && collection ? { broken, collection: decodeURIComponent(collection) } : undefined;
}

/** Covers the editor's form while the unreadable entry is open; takes the cover away otherwise. */
export function coverBrokenEntry(restorable: readonly Restorable[]) {
  const open = openBrokenEntry(restorable);
  const existing = document.getElementById(PANEL);
  // Decap's form out of reach and out of what a screen reader reads while covered.
  const decap = document.getElementById("nc-root");
  decap?.toggleAttribute("inert", Boolean(open));
  if (open) decap?.setAttribute("aria-hidden", "true");
  else decap?.removeAttribute("aria-hidden");
  if (!open) return existing?.remove();
  const { broken, collection } = open;
  const panel = existing ?? Object.assign(document.createElement("section"), { id: PANEL });
  panel.setAttribute("aria-labelledby", HEADING);
  // Over Decap's form and toolbar (no Publish, no "Published"); the notices stay above it.
  Object.assign(panel.style, {
    position: "fixed",
    inset: "0",
    zIndex: "2147483646",
    overflow: "auto",
    padding: "16px 12px 45vh",
    background: "#f5f5f4",
    font: "16px/1.45 system-ui, sans-serif",
  });
  const card = Object.assign(document.createElement("div"), { className: "owner-notice owner-notice-problem" });
  card.style.maxWidth = "40rem";
  card.style.margin = "0 auto";
  const title = Object.assign(document.createElement("h1"), {
    id: HEADING,
    className: "owner-notice-title",
    textContent: brokenTitle(broken.entry),
  });
  title.style.cssText = "flex: 1 0 100%; margin: 0; font-size: 1.1rem";
  const text = Object.assign(document.createElement("p"), {
    className: "owner-notice-text",
    textContent: brokenText(broken.entry, "in the notice below"),
  });
  const back = Object.assign(document.createElement("a"), { href: `#/collections/${collection}`, textContent: "Back to the list" });
  card.replaceChildren(title, text, back);
  panel.replaceChildren(card);
  if (!panel.isConnected) document.body.append(panel);
}

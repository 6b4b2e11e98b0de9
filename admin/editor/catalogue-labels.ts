/**
 * A page's folded reason or service card shows its first field, which is the catalogue's id as the
 * files name it ("qualified", "insured", "tree-removal"): a word from the files, not the owner's. It
 * shows the catalogue's title instead, read from the index the build publishes beside the editor.
 * Decap's text node is given the title; when Decap writes another id there, it is named again.
 */
import type { Catalogue } from "#app/content/catalogue.ts";
import { CONTENT_INDEX_PATH } from "./content-check.ts";
import { afterEachRedraw } from "./redraws.ts";

let titles: Map<string, string> | undefined;

async function loadTitles() {
  const response = await fetch(CONTENT_INDEX_PATH).catch(() => undefined);
  const catalogue = response?.ok ? ((await response.json()) as { catalogue?: Catalogue }).catalogue : undefined;
  const entries = [...Object.entries(catalogue?.reasons ?? {}), ...Object.entries(catalogue?.services ?? {})];
  titles = new Map(entries.map(([id, entry]) => [id, entry.title]));
}

/** A folded item whose fields (hidden while folded, still drawn) start with a choice from the catalogue. */
const isCatalogueItem = (label: Element) => label.nextElementSibling?.textContent?.includes("From the catalogue") ?? false;

function nameCards() {
  if (!titles) return;
  for (const label of document.querySelectorAll('[class*="NestedObjectLabel"]')) {
    const text = label.firstChild;
    const title = text?.nodeType === Node.TEXT_NODE ? titles.get(text.nodeValue?.trim() ?? "") : undefined;
    if (title && isCatalogueItem(label)) text!.nodeValue = title;
  }
}

/** Watches the editor for folded catalogue cards, as Decap draws and redraws them. */
export function nameCatalogueCards() {
  void loadTitles().then(nameCards);
  afterEachRedraw(nameCards, { characterData: true });
}

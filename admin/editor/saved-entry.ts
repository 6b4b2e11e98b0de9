/**
 * After a save, the entry as saved becomes the one Decap compares the form with. Decap 3.16 keeps
 * the entry as first opened for that (its `entries` state is not updated on a save), so a field
 * set back to its value before the last publish counted as "unchanged": no Publish button, and the
 * owner's undo ("put it back as it was and publish again") could not be published (issue 33; the
 * same in ecomplus/storefront issue 483). Telling Decap the saved entry was loaded fixes that.
 */
import { decapStore, type ImmutableMap } from "./decap-store.ts";

/** Decap's action for an entry read from the backend (decap-cms-core actions/entries.js, entryLoaded). */
const ENTRY_SUCCESS = "ENTRY_SUCCESS";

export function rememberSavedEntry(entry: ImmutableMap | undefined) {
  const store = decapStore();
  const collection = entry?.get("collection");
  const slug = entry?.get("slug");
  // A new entry has no slug yet: Decap loads it afresh under its new address itself.
  if (!store || !entry || typeof collection !== "string" || typeof slug !== "string" || slug === "") return;
  store.dispatch({ type: ENTRY_SUCCESS, payload: { collection, entry: entry.delete("isPersisting").toJS() } });
}

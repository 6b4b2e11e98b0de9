/**
 * The build's content check (app/content/entry-check.ts), run by the editor on the entry being
 * saved, before anything is written: Decap runs its `preSave` listeners inside its persistEntry and
 * a listener that throws stops the save, with the error's words in its "Failed to persist entry"
 * notice, and ours (./notices.ts) lists each problem. So the editor refuses what the build would, in the same words, and the build never meets
 * it. The other entries and pages come from the index the build publishes beside the editor
 * (scripts/build/admin-files.ts), fetched afresh for each save.
 */
import type { ContentIndex } from "#app/content/entry-check.ts";
import { clearNotice, showNotice } from "./notices.ts";
import { decapCms } from "./decap-cms.ts";
import type { ImmutableMap } from "./decap-store.ts";

/** Where the index is: scripts/build/admin-files.ts writes it there. */
export const CONTENT_INDEX_PATH = "/admin/content-index.json";

const NOTICE = "content-check";

/** What Decap hands a listener: its entry, an Immutable map. */
interface SaveEvent {
  entry: ImmutableMap;
}

async function refuseWhatTheBuildWould({ entry }: SaveEvent) {
  const response = await fetch(CONTENT_INDEX_PATH, { cache: "no-store" }).catch(() => undefined);
  // An editor built without the index (or offline) leaves the check to the build, as before.
  if (!response?.ok) return undefined;
  const index = (await response.json()) as ContentIndex;
  // The check, with zod and the shapes, loads on the first save, not with the editor.
  const { checkEditorEntry } = await import("#app/content/editor-entry.ts");
  const problems = checkEditorEntry(
    {
      collection: String(entry.get("collection")),
      file: String(entry.get("slug") ?? ""),
      path: String(entry.get("path") ?? ""),
      data: (entry.get("data") as ImmutableMap).toJS(),
    },
    // Photos are left out: see ContentIndex.photos.
    { ...index, photos: undefined },
  );
  if (problems.length === 0) {
    clearNotice(NOTICE);
    return undefined;
  }
  // Where the owner looks, one problem a line; Decap's own notice says it too, in one line.
  showNotice(NOTICE, {
    tone: "problem",
    title: "Not published: nothing was changed. Fix this, then publish again:",
    text: problems.join("\n"),
  });
  throw new Error(`Not published, nothing was changed. ${problems.join("; ")}`);
}

/** Every save checked first (Decap's `preSave` event). */
export function checkEverySave() {
  decapCms().registerEventListener({ name: "preSave", handler: refuseWhatTheBuildWould });
}

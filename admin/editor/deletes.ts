/**
 * Every delete checked as a save is, in the browser, so it holds on the live site too: Decap runs its
 * `preUnpublish` listeners before it deletes an entry's file (decap-cms-core backend.js,
 * deleteEntry), and a listener that throws stops the delete. The check is the content check's
 * (app/content/delete-check.ts), against the index the build publishes; the refusal names each entry
 * (or link of the site's own) that would lead nowhere, where the owner is looking.
 */
import type { IndexWithLinks } from "#app/content/delete-check.ts";
import { CONTENT_INDEX_PATH } from "./content-check.ts";
import type { ImmutableMap } from "./decap-store.ts";
import { clearNotice, showNotice } from "./notices.ts";
import { decapCms } from "./decap-cms.ts";

const NOTICE = "delete-check";

async function refuseWhatWouldBreak({ entry }: { entry?: ImmutableMap }) {
  const path = String(entry?.get("path") ?? "");
  const response = await fetch(CONTENT_INDEX_PATH, { cache: "no-store" }).catch(() => undefined);
  // An editor built without the index (or offline) leaves the check to the build, as before.
  if (!path || !response?.ok) return undefined;
  const { deleteRefusals } = await import("#app/content/editor-entry.ts");
  const refusals = deleteRefusals(path, (await response.json()) as IndexWithLinks);
  if (refusals.length === 0) return clearNotice(NOTICE);
  showNotice(NOTICE, { tone: "problem", title: "Not deleted: nothing was changed.", text: refusals.join("\n") });
  throw new Error(`Not deleted. ${refusals.join(" ")}`);
}

export function checkEveryDelete() {
  decapCms().registerEventListener({ name: "preUnpublish", handler: refuseWhatWouldBreak });
}

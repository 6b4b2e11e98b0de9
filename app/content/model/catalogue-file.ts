import * as z from "zod";
import { reasonIds } from "#app/content/catalogue.ts";
import { reasonFields } from "#app/content/model/blocks.ts";
import { says } from "#app/content/model/fields.ts";

/** Fields keyed by id: one object of the catalogue's entries, as the editor shows them. */
const byId = <Entry extends z.ZodType>(ids: readonly string[], entry: Entry) =>
  z.strictObject(Object.fromEntries(ids.map((id) => [id, entry.meta(says(id))])) as Record<string, Entry>);

/** content/catalogue.json: every reason, written once (catalogue.ts); the services are files of their own. */
export const catalogueFile = z.strictObject({
  reasons: byId(reasonIds, reasonFields).meta(says("Reasons to choose you", "Pages name these and may word them their own way.")),
});

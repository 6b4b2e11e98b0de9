import * as z from "zod";
import { reasonIds } from "#app/content/catalogue.ts";
import { reasonFields } from "#app/content/model/blocks.ts";
import { says } from "#app/content/model/fields.ts";

/** Each reason's name in the editor: what it is about, in words (its id is what page files name). */
const reasonNames: Record<(typeof reasonIds)[number], string> = {
  qualified: "Qualified crew",
  insured: "Insurance",
  cleanup: "Clean-up",
  punctual: "Punctuality",
  paperwork: "Paperwork for insurers and council",
};

/** content/catalogue.json: every reason, written once (catalogue.ts); the services are files of their own. */
export const catalogueFile = z.strictObject({
  reasons: z
    .strictObject(
      Object.fromEntries(
        reasonIds.map((id) => [
          id,
          reasonFields.meta(says(reasonNames[id], "Pages that list this reason show these words unless they word it their own way.")),
        ]),
      ) as Record<(typeof reasonIds)[number], typeof reasonFields>,
    )
    .meta(says("Reasons to choose you", "Pages name these and may word them their own way.")),
});

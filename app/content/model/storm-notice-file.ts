/** The storm notice, content/storm-notice.json: a line under the header on every page while it is on. */
import * as z from "zod";
import { says, text } from "#app/content/model/fields.ts";

export const stormNoticeFile = z.strictObject({
  show: z.boolean().meta(says("Show the storm notice", "On: the notice shows under the header on every page from the next build.")),
  message: text.meta(says("Message", "For example: Storm season: we're taking storm calls {emergency}.")),
  until: z
    .union([z.literal(""), z.iso.date("a date as YYYY-MM-DD, or empty")])
    .optional()
    .meta(
      says(
        "Last day",
        "The notice stops showing at the end of this day (Queensland time), even if the switch is left on. Leave empty to keep it until you switch it off.",
      ),
    ),
});

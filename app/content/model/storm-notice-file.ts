/** The storm notice, content/storm-notice.json: a line under the header on every page while it is on. */
import * as z from "zod";
import { says, text } from "#app/content/model/fields.ts";

const day = z.union([z.literal(""), z.iso.date("a date as YYYY-MM-DD, or empty")]).optional();

export const stormNoticeFile = z
  .strictObject({
    show: z.boolean().meta(says("Show the storm notice", "On: the notice shows under the header on every page from the next build.")),
    message: text.meta(says("Message", "For example: Storm season: we're taking storm calls {emergency}.")),
    from: day.meta(
      says(
        "First day",
        "The notice starts showing on this day (Queensland time), so you can write it the evening before a storm. Leave empty to show it from the next build.",
      ),
    ),
    until: day.meta(
      says(
        "Last day",
        "The notice stops showing at the end of this day (Queensland time), even if the switch is left on. Leave empty to keep it until you switch it off.",
      ),
    ),
  })
  .refine((notice) => !notice.from || !notice.until || notice.from <= notice.until, {
    path: ["from"],
    error: "comes after the Last day, so the notice would never show: choose a First day on or before the Last day",
  });

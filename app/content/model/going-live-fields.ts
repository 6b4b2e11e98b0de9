/**
 * The two fields that keep a post or a job off the site for now (app/content/going-live.ts): a draft
 * switch (`draft`, as Hugo and AstroWind name it) and a time it goes live (`publishDate`, a Queensland
 * date and time with its offset, as the editor writes it). Both optional: a file without them is on the site.
 */
import * as z from "zod";
import { says } from "#app/content/model/fields.ts";

export const goingLiveFields = {
  draft: z.boolean().optional().meta(says("Not on the site yet", "On: kept here, seen by no one, until you switch it off and publish.")),
  publishDate: z
    .union([z.literal(""), z.iso.datetime({ offset: true, error: "a date and time with its offset, as 2026-12-10T06:00:00+10:00" })])
    .optional()
    .meta(
      says(
        "Goes live on",
        "A day and time in Queensland: it appears on the site then, not before. Leave empty for as soon as you publish.",
      ),
    ),
};

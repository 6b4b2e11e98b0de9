import * as z from "zod";
import { mediaPhoto, says, serviceName, text } from "#app/content/model/fields.ts";
import { yearMonth } from "#app/content/model/year-month.ts";
import { goingLiveFields } from "#app/content/model/going-live-fields.ts";

/** What a job's photo shows: the stages of the work. */
const photoStages = ["before", "during", "after"] as const;

/** One job, content/jobs/<month>-<name>.json: shown on /our-work, its suburb's page and home. */
export const jobFile = z.strictObject({
  title: text.meta(says("Title", "What was done, where: for example Storm-split gum made safe over a Coolum roof.")),
  // The suburb page's file name, as the editor's list of suburb pages gives it (checked against the pages at build).
  suburb: text.meta({ ...says("Suburb", "The suburb page the job shows on."), widget: "relation", collection: "suburbs" }),
  service: serviceName("The service it was."),
  month: z
    .string()
    .regex(yearMonth, "a month as YYYY-MM, for example 2026-11")
    .meta(says("Month", "When the job was done, as YYYY-MM: the newest jobs show first.")),
  story: text.meta(says("The story", "Two or three sentences: the problem, what the crew did, how it was left.")),
  photos: z
    .array(
      z.strictObject({
        image: mediaPhoto.meta({
          ...says(
            "Photo",
            "Straight from the phone is fine, iPhone photos too: the editor turns it upright and removes its location, and the site makes the sizes each screen needs.",
          ),
          widget: "image",
        }),
        alt: text.meta(says("What the photo shows", "For people who cannot see it: for example The split gum leaning over the roof.")),
        stage: z.enum(photoStages).meta(says("Stage", "Before, during or after the work.")),
      }),
    )
    .min(1)
    .max(8)
    .meta(says("Photos", "One to eight; the first is the job's card.")),
  ...goingLiveFields,
});

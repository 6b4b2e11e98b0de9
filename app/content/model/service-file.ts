import * as z from "zod";
import { icon, says, text, texts } from "#app/content/model/fields.ts";

/** One service, content/services/<id>.json: its id (in other files' service fields) is the file's name. */
export const serviceFile = z
  .strictObject({
    title: text.meta(says("Title", "As the service's card names it, for example Hedge Trimming.")),
    icon: icon.meta(says("Icon", "Drawn beside the title.")),
    description: text.optional().meta(says("Description", "A sentence or two for its card on the Services page (none: no card).")),
    features: texts
      .optional()
      .meta(says("Features", "What the work includes, a line each. Leave both empty for a service only suburb pages show.")),
    order: z.int().min(1).meta(says("Order", "Where it comes among the services: 1 first.")),
    quoteForm: z.boolean().meta(says("In the quote form", "On: people can choose it in the quote form's Service list.")),
    quoteLabel: text
      .optional()
      .meta(says("Name in the quote form", "If the form should name it differently from the title, for example Emergency Service.")),
  })
  // Its card on /services shows both: one without the other makes no card.
  .refine((service) => (service.description === undefined) === (service.features === undefined), {
    path: ["features"],
    message: "give a description and features together (the Services page's card shows both), or neither",
  });

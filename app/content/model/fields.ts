/**
 * The field builders every content shape of this folder is made of (spec section 3), as zod schemas.
 * A field's `says(label, hint)` is the one description of it: the editor at /admin shows it as the
 * field's label and hint (scripts/build/editor-fields.ts), and a newcomer reads it here. The pages
 * import only types from this folder, so no page's script carries these shapes; the editor's script
 * does (it runs the one content check), and /contact's carries only the quote's own rules.
 */
import * as z from "zod";
import { iconNames } from "#app/content/icon-names.ts";
import { paths } from "#app/site/paths.ts";

/** A field's label and the hint under it in the editor at /admin. */
export const says = (title: string, description?: string) => ({ title, ...(description ? { description } : {}) });
/** The hint alone, for a field whose name in words is its label (app/content/field-labels.ts). */
export const hint = (description: string) => ({ description });

export const text = z.string().trim().min(1);
export const texts = z.array(text).min(1);
/** A photo the owner put in content/media, named as the editor writes it: /media/<file>. The image pipeline (app/media) makes its sizes. */
export const mediaPhoto = z.string().regex(new RegExp(`^${paths.media}[^/]+$`), `a photo of content/media, as ${paths.media}<file>`);
export const icon = z.enum(iconNames);
/** Whole stars, 1 to 5. */
export const stars = z.int().min(1).max(5);

/**
 * A list the owner may grow or shorten: at least one item, since its section shows nothing
 * without one, and at most `max`, where the section's layout or its reader gives out. The editor
 * takes both as its list's bounds (scripts/build/admin-config.ts).
 */
export const oneTo = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).min(1, "at least one: the section shows nothing without it").max(max, `at most ${max}: more than the section has room for`);

/**
 * A service's name in another file: its file's name in content/services, chosen from the editor's list
 * of services (checked against the services at build, entry-check.ts).
 */
export const serviceName = (description: string) =>
  text.meta({ ...says("Service", description), widget: "relation", collection: "services" });

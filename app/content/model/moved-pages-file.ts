/**
 * Moved pages, content/moved-pages.json: addresses the site had and no longer has (a post or a
 * suburb page deleted, a post's address before its latest), each sent on to a page
 * (docs/decisions/0040-addresses-that-last.md). The editor adds those lines itself; a post's first
 * address needs none: its file remembers where it was.
 */
import * as z from "zod";
import { says } from "#app/content/model/fields.ts";

/** An address as the site makes them: lowercase words and numbers joined by hyphens, under /. */
const siteAddress = z.string().regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, "an address of this site, such as /blog/old-post");

export const movedPagesFile = z.strictObject({
  items: z
    .array(
      z.strictObject({
        address: siteAddress.meta(
          says(
            "Old address",
            "An address the site no longer has, such as /blog/old-post or /locations/buderim (its other three addresses follow).",
          ),
        ),
        link: z
          .union([z.literal(""), z.string().regex(/^\/[a-z0-9/-]*$/, "a page of this site, such as /blog")])
          .optional()
          .meta(
            says(
              "Now at",
              "The page visitors are sent to, such as /blog. Leave empty for the nearest: the blog for a post, the areas page for a suburb.",
            ),
          ),
      }),
    )
    .meta({ title: "Moved pages", itemTitle: "Moved page" }),
});

/**
 * The rule of the moved pages (content/moved-pages.json, docs/decisions/0040-addresses-that-last.md)
 * that their shape cannot say: an old address is one no page has, since a page that exists is never
 * sent elsewhere. (Where each is sent, "Now at", is a link, which the content check holds to a page.)
 * Browser-safe: part of the one content check (./entry-check.ts).
 */
import type * as z from "zod";
import { problemAt } from "#app/content/owner-words.ts";
import type { movedPagesFile } from "#app/content/model/moved-pages-file.ts";

export type MovedPages = z.output<typeof movedPagesFile>;

/** Each old address that is a page of the site, in the owner's words. */
export function stillPages(label: string, shape: z.ZodType, data: unknown, addresses: readonly string[]): string[] {
  const { items = [] } = (data ?? {}) as Partial<MovedPages>;
  return items.flatMap(({ address }, position) =>
    addresses.includes(address)
      ? [
          problemAt(
            label,
            shape,
            ["items", position, "address"],
            ` ${address} is a page of the site: only an address no page has is sent on`,
          ),
        ]
      : [],
  );
}

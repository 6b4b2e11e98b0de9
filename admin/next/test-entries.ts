/**
 * What the editor's browser tests open: the business facts with its phone number alone, and a content
 * index with nothing in it but the site's home page and the placeholders it fills, so the content
 * check passes a well-formed phone and refuses the rest in its own words.
 */
import type { IndexWithLinks } from "#app/content/delete-check.ts";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { EntryRef } from "./editor-model.ts";

export const BUSINESS_FACTS = "content/business.json";

export const phoneOnlyEntry: EntryRef = {
  collection: "settings",
  path: BUSINESS_FACTS,
  file: "business",
  label: "Business facts",
  fields: [{ name: "phone", label: "Phone number", widget: "string" }],
};

export const homeOnlyIndex = {
  addresses: ["/"],
  placeholders: ["emergency", "phone", "name", "replyTime", "years", "customers"],
  catalogue: { services: {}, reasons: {} },
  serviceUsers: [],
  entries: { testimonials: [], jobs: [], reviews: [], services: [], suburbs: [], posts: [] },
} as unknown as ContentIndex;

type Entries = ContentIndex["entries"];

/** A fresh copy of the home-only index with `addresses`, a `catalogue` or some `entries` of its own, and no links between entries. */
export const indexWith = ({
  entries,
  ...rest
}: {
  addresses?: string[];
  catalogue?: unknown;
  entries?: Partial<Record<keyof Entries, unknown[]>>;
}): IndexWithLinks =>
  ({
    ...homeOnlyIndex,
    ...rest,
    // Lists of their own: a test that adds an entry changes no other test's index.
    entries: Object.fromEntries(Object.entries({ ...homeOnlyIndex.entries, ...entries }).map(([kind, list]) => [kind, [...list]])),
    linksByEntry: [],
  }) as unknown as IndexWithLinks;

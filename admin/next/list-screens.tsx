/** The editor's first screens: everything the owner can change, by collection, then a collection's entries, in the owner's words. */
import { useState, type ReactNode } from "react";
import type { ContentIndex } from "#app/content/entry-check.ts";
import { entriesOf, type Collection } from "./editor-model.ts";
import type { KeptChanges } from "./kept-changes.ts";
import { words } from "./editor-words.ts";
import { newEntryHash, newFormKey } from "./new-entry.ts";
import { scheduleBadge } from "./queensland-time.ts";

export const rowClass =
  "flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border-2 border-forest-100 bg-white px-4 py-3 text-left text-lg font-semibold text-forest-900 shadow-sm hover:border-forest-500";

export const badgeClass = "shrink-0 rounded-full bg-sun-300 px-3 py-1 text-base font-semibold text-forest-950";
/** A post or a job not on the site yet: a draft, or coming up at its time. */
const scheduleClass = "shrink-0 rounded-full bg-slate-200 px-3 py-1 text-base font-semibold text-slate-800";

export const entryHash = (collection: string, path: string) => `#/entry/${collection}/${encodeURIComponent(path)}`;

/** `first`: the owner's quote requests, above what the site shows (admin/requests/requests-row.tsx). */
export function CollectionsScreen({ collections, index, first }: { collections: Collection[]; index: ContentIndex; first?: ReactNode }) {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-forest-900">{words.allSections}</h1>
      <ul className="grid gap-3">
        {first}
        {collections.map((collection) => (
          <li key={collection.name}>
            <a className={rowClass} href={`#/list/${collection.name}`}>
              <span>{collection.label}</span>
              <span className="text-base font-normal text-slate-600">{entriesOf(collection, index).length}</span>
            </a>
          </li>
        ))}
        <li>
          <a className={rowClass} href="#/photos">
            <span>{words.photos}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

export function EntriesScreen(props: { collection: Collection; index: ContentIndex; kept: KeptChanges; said?: ReactNode }) {
  const { collection, index, kept } = props;
  const entries = entriesOf(collection, index);
  // The list's clock, read once as it opens: "Coming up" until the time it names.
  const [now] = useState(() => new Date());
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-forest-900">{collection.label}</h1>
      {props.said}
      {collection.folder ? (
        // A folder's new entry (./new-entry.ts), its form kept on this device until published.
        <a className={`${rowClass} border-forest-700`} href={newEntryHash(collection.name)}>
          <span>{words.addNew(collection.label_singular ?? collection.label)}</span>
          {kept.find(newFormKey(collection.name)) ? <span className={badgeClass}>{words.notPublishedYet}</span> : null}
        </a>
      ) : null}
      {entries.length === 0 ? <p className="text-base">{words.nothingYet}</p> : null}
      <ul className="grid gap-3">
        {entries.map((entry) => (
          <li key={entry.path}>
            <a className={rowClass} href={entryHash(collection.name, entry.path)}>
              <span>{entry.label}</span>
              <span className="flex flex-wrap justify-end gap-2">
                {scheduleBadge(entry, now) ? <span className={scheduleClass}>{scheduleBadge(entry, now)}</span> : null}
                {kept.find(entry.path) ? <span className={badgeClass}>{words.notPublishedYet}</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

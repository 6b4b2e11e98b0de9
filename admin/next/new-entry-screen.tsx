/** A new entry's form (#/new/<collection>): the entry's form with no file yet, named from its fields on its first publish (./new-entry.ts). */
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ContentBackend } from "./content-backend.ts";
import type { Collection } from "./editor-model.ts";
import { EntryScreen } from "./entry-screen.tsx";
import type { EntryScreenProps } from "./entry-form-start.ts";
import type { KeptChanges } from "./kept-changes.ts";
import { newEntryPath, newEntryRef, newFormKey } from "./new-entry.ts";

interface Props {
  collection: Collection;
  backend: ContentBackend;
  kept: KeptChanges;
  index: ContentIndex;
  /** Published as `path`: the editor opens it as that entry. */
  onAdded: (path: string, fields: Record<string, unknown>) => void;
  /** Told the paths of its publish, for the live watch. */
  afterPublish?: EntryScreenProps["afterPublish"];
}

export function NewEntryScreen({ collection, backend, kept, index, onAdded, afterPublish }: Props) {
  const identifier = collection.identifier_field ?? "title";
  return (
    <EntryScreen
      entry={newEntryRef(collection)}
      backend={backend}
      kept={kept}
      index={index}
      afterPublish={afterPublish}
      adding={{
        keptKey: newFormKey(collection.name),
        pathOf: (fields) => newEntryPath(collection, fields),
        nameOf: (fields) => (typeof fields[identifier] === "string" ? (fields[identifier] as string).trim() : ""),
        onAdded,
      }}
    />
  );
}

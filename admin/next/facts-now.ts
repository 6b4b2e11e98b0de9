/**
 * The business facts as they are now, for the previews: as published now (read from the backend, not
 * the facts the editor's bundle was built with), with the owner's changes kept on this device and not
 * yet published over them; the form's own where the form is the business facts. A preview of the storm
 * notice shows the phone number the owner just changed, not the one of the last build.
 */
import { useEffect, useState } from "react";
import type { ContentBackend } from "./content-backend.ts";
import type { KeptChanges } from "./kept-changes.ts";
import { BUSINESS_FILE, groupOf } from "./preview-values.ts";

/**
 * The facts now: "reading" while they are read (a preview waits: it is drawn once), undefined where
 * they cannot be read (the previews then use the built ones).
 */
export function useFactsNow(backend: ContentBackend | undefined, kept: KeptChanges | undefined, own: Record<string, unknown> | undefined) {
  const [facts, setFacts] = useState<Record<string, unknown> | "reading" | undefined>(backend ? "reading" : undefined);
  useEffect(() => {
    if (own || !backend) return;
    let current = true;
    const unsaved = kept?.find(BUSINESS_FILE)?.fields;
    backend
      .read(BUSINESS_FILE)
      .then((text) => (text ? groupOf(JSON.parse(text)) : undefined))
      .catch(() => undefined)
      .then((published) => current && setFacts(unsaved ?? published));
    return () => {
      current = false;
    };
  }, [backend, kept, own]);
  return own ?? facts;
}

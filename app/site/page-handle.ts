import type { UIMatch } from "react-router";
import type { ClientEntry } from "#app/site/client-entries.ts";

/**
 * What a route asks of the document around it (its `handle` export). Pages are documents: a page
 * ships no React Router client, no route data and no React, only the scripts it names here.
 */
export interface PageHandle {
  /** Browser scripts this page needs (app/site/client-entries.ts): small modules, or an island's. */
  scripts?: ClientEntry[];
}

const handleOf = (match: UIMatch) => (match.handle ?? {}) as PageHandle;

/** What the matched routes ask for, together. */
export function pageNeeds(matches: UIMatch[]) {
  const handles = matches.map(handleOf);
  return { scripts: [...new Set(handles.flatMap((handle) => handle.scripts ?? []))] };
}

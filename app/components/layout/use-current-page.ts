import { usePageContext } from "#app/layout-data/page-context.ts";

/** The canonical path of the page being shown (aliases resolve to their canonical page). */
export function useCurrentCanonicalPath(): string {
  return usePageContext().canonicalPath;
}

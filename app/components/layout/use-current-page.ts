import { useLocation } from "react-router";
import { canonicalPathOf } from "~/route-table";

/** The canonical path of the page being shown (aliases resolve to their canonical page). */
export function useCurrentCanonicalPath(): string {
  return canonicalPathOf(useLocation().pathname);
}

import { useLocation } from "react-router";
import { findPageRoute, normalizePath } from "~/route-table";

/** The canonical path of the page being shown (aliases resolve to their canonical page). */
export function useCurrentCanonicalPath(): string {
  const { pathname } = useLocation();
  return findPageRoute(pathname)?.canonicalPath ?? normalizePath(pathname);
}

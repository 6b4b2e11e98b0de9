/**
 * Breadcrumb trails (spec section 2). A page's crumb is its name in the route table; any other
 * segment (an alias, /locations) is title-cased.
 */

/** "coolum-beach" -> "Coolum Beach": the label of any segment that is not a named page. */
export function titleCaseSegment(segment: string): string {
  return segment
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export interface Crumb {
  label: string;
  path: string;
  /** False for a path that is not a page of its own (/locations): shown as text, never linked. */
  isPage: boolean;
}

/** What the trail needs to know of a path: whether it is a page, and its own name if it has one. */
export type PageAt = (path: string) => { crumbLabel?: string } | undefined;

/** The trail for a path, starting with Home; empty on the home page. */
export function breadcrumbTrail(pathname: string, pageAt: PageAt): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const trail = ["/", ...segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
  return trail.map((path) => {
    const page = pageAt(path);
    return { label: page?.crumbLabel ?? titleCaseSegment(path.slice(path.lastIndexOf("/") + 1)), path, isPage: page !== undefined };
  });
}

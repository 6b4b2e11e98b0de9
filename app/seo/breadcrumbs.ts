/** Breadcrumb labels for URL segments (spec section 2, "Breadcrumb labels for segments"). */
const segmentLabels: Record<string, string> = {
  services: "Tree Services",
  about: "About Us",
  areas: "Areas Served",
  blog: "Blog",
  "arborists-vs-tree-loppers": "Arborists vs Tree Loppers",
  "storm-cleanup": "Storm Cleanup",
  testimonials: "Testimonials",
  contact: "Contact",
  "tree-removal": "Tree Removal",
  "tree-pruning": "Tree Pruning",
  "stump-grinding": "Stump Grinding",
  emergency: "Emergency Services",
};

/** "coolum-beach" -> "Coolum Beach": the rule for suburbs and any segment without a label. */
export function titleCaseSegment(segment: string): string {
  return segment
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function segmentLabel(segment: string): string {
  return segmentLabels[segment] ?? titleCaseSegment(segment);
}

export interface Crumb {
  label: string;
  path: string;
  /** False for a path that is not a page of its own (/blog, /locations): shown as text, never linked. */
  isPage: boolean;
}

/** What the trail needs to know of a path: whether it is a page, and its own name if it has one. */
export type PageAt = (path: string) => { crumbLabel?: string } | undefined;

/** The trail for a path, starting with Home; empty on the home page. */
export function breadcrumbTrail(pathname: string, pageAt: PageAt): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: "Home", path: "/", isPage: true }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    const page = pageAt(path);
    crumbs.push({ label: page?.crumbLabel ?? segmentLabel(segment), path, isPage: page !== undefined });
  });
  return crumbs;
}

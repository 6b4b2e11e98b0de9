import type { Crumb } from "~/seo/breadcrumbs";
import { breadcrumbList, serializeJsonLd, structuredData, type StructuredDataInput } from "~/seo/structured-data";

/**
 * JSON-LD is for crawlers, which read the prerendered HTML, so it is built only at prerender time
 * (`import.meta.env.SSR`) and its builders and data never ship to the browser. While hydrating,
 * the client renders the same element with no content of its own and React keeps the server's;
 * pages reached later by client-side navigation get none, since no crawler arrives that way.
 */
let hydrating = typeof document !== "undefined";

/** Called once the first client render has committed. */
export function endOfHydration() {
  hydrating = false;
}

function JsonLdScript({ json }: { json: string }) {
  if (import.meta.env.SSR) return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  return hydrating ? <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} /> : null;
}

/** The page's JSON-LD (spec: type organization, localBusiness, service or article). */
export function StructuredData(props: StructuredDataInput) {
  return <JsonLdScript json={import.meta.env.SSR ? serializeJsonLd(structuredData(props)) : ""} />;
}

/** The visible breadcrumb trail as JSON-LD. */
export function BreadcrumbJsonLd({ crumbs, canonicalPath }: { crumbs: Crumb[]; canonicalPath: string }) {
  return <JsonLdScript json={import.meta.env.SSR ? serializeJsonLd(breadcrumbList(crumbs, canonicalPath)) : ""} />;
}

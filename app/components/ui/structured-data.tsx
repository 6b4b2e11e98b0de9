import type { Crumb } from "~/seo/breadcrumbs";
import { breadcrumbList, serializeJsonLd, structuredData, type StructuredDataInput } from "~/seo/structured-data";

/** JSON-LD for crawlers, which read the prerendered HTML. */
function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The page's JSON-LD (spec: type organization, localBusiness, service or article). */
export function StructuredData(props: StructuredDataInput) {
  return <JsonLdScript json={serializeJsonLd(structuredData(props))} />;
}

/** The visible breadcrumb trail as JSON-LD. */
export function BreadcrumbJsonLd({ crumbs, canonicalPath }: { crumbs: Crumb[]; canonicalPath: string }) {
  return <JsonLdScript json={serializeJsonLd(breadcrumbList(crumbs, canonicalPath))} />;
}

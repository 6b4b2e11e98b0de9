import type { Suburb } from "#app/content/model/suburb-file.ts";
import type { Crumb } from "#app/seo/breadcrumb-trail.ts";
import { usePageContext } from "#app/layout-data/page-context.ts";
import { scriptJson } from "#app/lib/script-json.ts";
import { articleJsonLd, breadcrumbList, businessJsonLd, serviceJsonLd, type ArticleFacts } from "#app/seo/structured-data.ts";

/** JSON-LD for crawlers, which read the prerendered HTML. */
function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/** The business (a LocalBusiness); on a suburb's page, serving a circle around it; with photos of its work where the page shows them. */
export function BusinessJsonLd({ location, photos }: { location?: Suburb; photos?: readonly string[] }) {
  return <JsonLdScript data={businessJsonLd(usePageContext().reviews, location, photos)} />;
}

/** A service the page offers, with photos of jobs it was. */
export function ServiceJsonLd(service: { name: string; description: string; photos?: readonly string[] }) {
  return <JsonLdScript data={serviceJsonLd(service)} />;
}

/** A blog post. */
export function ArticleJsonLd({ article }: { article: ArticleFacts }) {
  return <JsonLdScript data={articleJsonLd(article)} />;
}

/** The visible breadcrumb trail as JSON-LD. */
export function BreadcrumbJsonLd({ crumbs, canonicalPath }: { crumbs: Crumb[]; canonicalPath: string }) {
  return <JsonLdScript data={breadcrumbList(crumbs, canonicalPath)} />;
}

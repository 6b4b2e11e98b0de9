import { serializeJsonLd, structuredData, type StructuredDataInput } from "~/seo/structured-data";

/** The page's JSON-LD (spec: type organization, localBusiness, service or article). */
export function StructuredData(props: StructuredDataInput) {
  return <JsonLd data={structuredData(props)} />;
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

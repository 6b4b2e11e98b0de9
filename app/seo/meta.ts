import type { MetaDescriptor } from "react-router";
import { business } from "#app/content/business.ts";
import type { PageMeta } from "#app/content/model/blocks.ts";
import { absoluteUrl, socialImage } from "#app/seo/urls.ts";

export interface MetaInput extends PageMeta {
  canonicalPath: string;
  ogType?: "website" | "article";
}

export const titleSuffix = `${business.name} ${business.region}`;

/** Title ending with the brand and region, e.g. "Tree Services | Canopy Tree Care Sunshine Coast". */
export const fullTitle = (title: string) => `${title} | ${titleSuffix}`;

/** Every tag a page sets about itself (spec section 2, "Page metadata"). Used by every route's meta. */
export function pageMeta({ title, description, keywords, canonicalPath, ogType = "website" }: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(canonicalPath);
  const image = absoluteUrl(socialImage.path);
  const heading = fullTitle(title);
  const { address, geo, phone } = business;
  return [
    { title: heading },
    { name: "description", content: description },
    { name: "keywords", content: keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: heading },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: `${business.name}: ${business.tagline}` },
    { property: "og:locale", content: "en_AU" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: heading },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "geo.region", content: `${address.country}-${address.region}` },
    { name: "geo.placename", content: `${address.locality}, ${business.region}` },
    { name: "geo.position", content: `${geo.latitude};${geo.longitude}` },
    { name: "ICBM", content: `${geo.latitude}, ${geo.longitude}` },
    { property: "business:contact_data:locality", content: address.locality },
    { property: "business:contact_data:region", content: address.regionName },
    { property: "business:contact_data:postal_code", content: address.postcode },
    { property: "business:contact_data:country_name", content: "Australia" },
    { property: "business:contact_data:phone_number", content: phone.e164 },
  ];
}

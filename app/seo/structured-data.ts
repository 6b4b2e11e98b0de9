/**
 * JSON-LD builders (spec section 3, "Structured search-engine data shapes"; constants from section 9).
 * Google shows no review stars for a business's own reviews and no FAQ rich results; we still emit
 * what the specification asks because it is valid schema.org that other consumers read.
 */
import type {
  AggregateRating,
  ArticleLeaf,
  BreadcrumbList,
  GeoCircle,
  LocalBusinessLeaf,
  OpeningHoursSpecification,
  PostalAddress,
  Review,
  ServiceLeaf,
  Thing,
  WithContext,
} from "schema-dts";
import { business } from "../content/business.ts";
import { reviews } from "../content/reviews.ts";
import type { Suburb } from "../content/types.ts";
import type { Crumb } from "./breadcrumbs.ts";
import { absoluteUrl, socialImage } from "./urls.ts";

export type StructuredDataType = "organization" | "localBusiness" | "service" | "article";

/** What an article page says of its post (a blog post's frontmatter and text). */
export interface ArticleFacts {
  path: string;
  author: string;
  published: string;
  updated: string;
  keywords: string[];
  section: string;
  words: number;
}

export interface StructuredDataInput {
  type?: StructuredDataType;
  pageTitle?: string;
  pageDescription?: string;
  serviceName?: string;
  /** A suburb, for localBusiness pages. */
  location?: Suburb;
  /** The post, for article pages. */
  article?: ArticleFacts;
}

const businessId = () => `${absoluteUrl("/")}#business`;

const address: PostalAddress = {
  "@type": "PostalAddress",
  addressLocality: business.address.locality,
  addressRegion: business.address.region,
  addressCountry: business.address.country,
  postalCode: business.address.postcode,
};

const openAllHours: OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  opens: "00:00",
  closes: "23:59",
};

const aggregateRating: AggregateRating = {
  "@type": "AggregateRating",
  ratingValue: business.rating.value,
  reviewCount: business.rating.homeCount,
  bestRating: business.rating.best,
  worstRating: business.rating.worst,
};

export const reviewSchema = (review: (typeof reviews)[number]): Review => ({
  "@type": "Review",
  reviewBody: review.body,
  reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  author: { "@type": "Person", name: review.author },
  datePublished: review.datePublished,
});

const servedAreas = business.servedAreas.map((name) => ({ "@type": "Place" as const, name }));

function businessEntity(): LocalBusinessLeaf {
  return {
    "@type": "LocalBusiness",
    "@id": businessId(),
    name: business.name,
    description: business.description,
    url: absoluteUrl("/"),
    telephone: business.phone.e164,
    image: absoluteUrl(socialImage.path),
    address,
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: servedAreas,
    knowsAbout: [...business.serviceTypes],
    priceRange: business.priceRange,
    openingHoursSpecification: [openAllHours],
    hasCredential: { "@type": "EducationalOccupationalCredential", name: business.primaryCredential },
    aggregateRating,
    review: reviews.map(reviewSchema),
  };
}

function localBusinessEntity(location: Suburb): LocalBusinessLeaf {
  const serviceArea: GeoCircle = {
    "@type": "GeoCircle",
    geoMidpoint: { "@type": "GeoCoordinates", latitude: location.geo.latitude, longitude: location.geo.longitude },
    geoRadius: business.serviceRadiusMeters,
  };
  return { ...businessEntity(), areaServed: [serviceArea, ...servedAreas] };
}

function serviceEntity({ serviceName, pageDescription }: StructuredDataInput): ServiceLeaf {
  return {
    "@type": "Service",
    name: serviceName ?? "Tree services",
    description: pageDescription ?? business.description,
    serviceType: serviceName ?? "Arboriculture",
    provider: { "@type": "LocalBusiness", "@id": businessId(), name: business.name, telephone: business.phone.e164 },
    areaServed: servedAreas,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${business.name} services`,
      itemListElement: business.serviceTypes.map((name) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name },
      })),
    },
  };
}

function articleEntity({ pageTitle, pageDescription, article }: StructuredDataInput): ArticleLeaf {
  if (!article || !pageTitle || !pageDescription) throw new Error("An article's structured data needs its title, description and post");
  const publisher = { "@type": "Organization" as const, "@id": businessId(), name: business.name };
  return {
    "@type": "Article",
    headline: pageTitle,
    description: pageDescription,
    author: { "@type": "Organization", name: `${business.name} (${article.author})` },
    publisher,
    datePublished: article.published,
    dateModified: article.updated,
    keywords: article.keywords.join(", "),
    articleSection: article.section,
    wordCount: article.words,
    inLanguage: "en-AU",
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(socialImage.path),
  };
}

/** The JSON-LD for one page, chosen by type (spec: organization is the default). */
export function structuredData(input: StructuredDataInput): WithContext<Thing> {
  const entity = (() => {
    switch (input.type ?? "organization") {
      case "organization":
        return businessEntity();
      case "localBusiness":
        return input.location ? localBusinessEntity(input.location) : businessEntity();
      case "service":
        return serviceEntity(input);
      case "article":
        return articleEntity(input);
    }
  })();
  return { "@context": "https://schema.org", ...entity } as WithContext<Thing>;
}

/**
 * The visible breadcrumb trail as a BreadcrumbList. Crumbs that are not pages carry no URL, and the
 * current page is named by its canonical URL, so an alias never competes with its canonical page.
 */
export function breadcrumbList(crumbs: Crumb[], canonicalPath: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => {
      const path = index === crumbs.length - 1 ? canonicalPath : crumb.path;
      return { "@type": "ListItem", position: index + 1, name: crumb.label, ...(crumb.isPage ? { item: absoluteUrl(path) } : {}) };
    }),
  };
}

/** JSON for an inline script: no "</script>" or "<!--" can break out, and U+2028/2029 are escaped. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

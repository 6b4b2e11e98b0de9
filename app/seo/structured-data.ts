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
import { business } from "#app/content/business.ts";
import type { Review as ReviewContent } from "#app/content/model/review-file.ts";
import type { Suburb } from "#app/content/model/suburb-file.ts";
import type { Crumb } from "#app/seo/breadcrumb-trail.ts";
import { absoluteUrl, socialImage } from "#app/seo/urls.ts";

/** What an article page says of its post (a blog post's frontmatter and text). */
export interface ArticleFacts {
  path: string;
  /** The post's top photo (its JPEG), if it has one; else the social card. */
  image?: string;
  headline: string;
  description: string;
  author: string;
  published: string;
  updated: string;
  keywords: string[];
  section: string;
  words: number;
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

/**
 * Open at all hours every day (the specification's hours) while the owner's emergency hours, in the
 * business facts, say 24/7; any other hours are words a search engine's format cannot hold, so none.
 */
export const openingHours = (emergency: string): Pick<LocalBusinessLeaf, "openingHoursSpecification"> =>
  /^24\s*\/\s*7$/.test(emergency.trim()) ? { openingHoursSpecification: [openAllHours] } : {};

const aggregateRating: AggregateRating = {
  "@type": "AggregateRating",
  ratingValue: business.rating.value,
  reviewCount: business.rating.homeCount,
  bestRating: business.rating.best,
  worstRating: business.rating.worst,
};

const reviewSchema = (review: ReviewContent): Review => ({
  "@type": "Review",
  reviewBody: review.body,
  reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  author: { "@type": "Person", name: review.author },
  datePublished: review.datePublished,
});

const servedAreas = business.servedAreas.map((name) => ({ "@type": "Place" as const, name }));

/** The social card, then any photos of the business's work (absolute, as structured data wants them). */
const imagesOf = (photos: readonly string[]) => [absoluteUrl(socialImage.path), ...photos.map((photo) => absoluteUrl(photo))];

function businessEntity(reviews: ReviewContent[], photos: readonly string[] = []): LocalBusinessLeaf {
  return {
    "@type": "LocalBusiness",
    "@id": businessId(),
    name: business.name,
    description: business.description,
    url: absoluteUrl("/"),
    telephone: business.phone.e164,
    image: photos.length > 0 ? imagesOf(photos) : absoluteUrl(socialImage.path),
    address,
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: servedAreas,
    knowsAbout: [...business.serviceTypes],
    priceRange: business.priceRange,
    ...openingHours(business.emergency),
    hasCredential: { "@type": "EducationalOccupationalCredential", name: business.primaryCredential },
    aggregateRating,
    review: reviews.map(reviewSchema),
  };
}

const withContext = <T extends Exclude<Thing, string>>(entity: T) => ({ "@context": "https://schema.org", ...entity }) as WithContext<T>;

/**
 * The business as a LocalBusiness (the specification's "organization" type), with the owner's
 * reviews (content/reviews, handed to every page by the root loader). With a location (a
 * suburb page, the spec's "localBusiness"), it also serves a circle around that suburb, as wide as
 * the business's service radius.
 */
export function businessJsonLd(
  reviews: ReviewContent[],
  location?: Suburb,
  photos: readonly string[] = [],
): WithContext<LocalBusinessLeaf> {
  if (!location) return withContext(businessEntity(reviews, photos));
  const serviceArea: GeoCircle = {
    "@type": "GeoCircle",
    geoMidpoint: { "@type": "GeoCoordinates", latitude: location.geo.latitude, longitude: location.geo.longitude },
    geoRadius: business.serviceRadiusMeters,
  };
  return withContext({ ...businessEntity(reviews, photos), areaServed: [serviceArea, ...servedAreas] });
}

/** A service the business offers, with its provider, area and offer catalogue, and photos of jobs it was. */
export function serviceJsonLd({
  name,
  description,
  photos = [],
}: {
  name: string;
  description: string;
  photos?: readonly string[];
}): WithContext<ServiceLeaf> {
  return withContext({
    "@type": "Service",
    name,
    description,
    ...(photos.length > 0 && { image: photos.map((photo) => absoluteUrl(photo)) }),
    serviceType: name,
    provider: { "@type": "LocalBusiness", "@id": businessId(), name: business.name, telephone: business.phone.e164 },
    areaServed: servedAreas,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${business.name} services`,
      itemListElement: business.serviceTypes.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service },
      })),
    },
  });
}

/** A blog post, published by the business. */
export function articleJsonLd(article: ArticleFacts): WithContext<ArticleLeaf> {
  const publisher = { "@type": "Organization" as const, "@id": businessId(), name: business.name };
  return withContext({
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    author: { "@type": "Organization", name: `${business.name} (${article.author})` },
    publisher,
    datePublished: article.published,
    dateModified: article.updated,
    keywords: article.keywords.join(", "),
    articleSection: article.section,
    wordCount: article.words,
    inLanguage: "en-AU",
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(article.image ?? socialImage.path),
  });
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

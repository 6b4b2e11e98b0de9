import { describe, expect, it } from "vitest";
import { posts } from "#app/content/blog/posts.server.ts";
import { business } from "#app/content/business.ts";
import { readReviews } from "#app/content/content-files.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { postPath } from "#app/site/paths.ts";
import { articleJsonLd, breadcrumbList, businessJsonLd, openingHours, serviceJsonLd } from "#app/seo/structured-data.ts";

const reviews = readReviews();

type Json = Record<string, any>;

describe("structured data", () => {
  it("describes the business with every property the spec lists", () => {
    const data = businessJsonLd(reviews) as Json;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data).toMatchObject({ name: business.name, telephone: business.phone.e164, priceRange: business.priceRange });
    expect(data.description).toBeTruthy();
    expect(data.url).toMatch(/^https?:\/\//);
    const { locality, region, country, postcode } = business.address;
    expect(data.address).toMatchObject({ addressLocality: locality, addressRegion: region, addressCountry: country, postalCode: postcode });
    expect(data.geo.latitude.toFixed(5)).toBe(String(business.geo.latitude));
    expect(data.areaServed.map((place: Json) => place.name)).toEqual(business.servedAreas);
    expect(data.knowsAbout.length).toBeGreaterThan(0);
    expect(data).toMatchObject(openingHours(business.emergency));
    expect(data.hasCredential.name).toBe(business.primaryCredential);
    const { value, homeCount, best, worst } = business.rating;
    expect(data.aggregateRating).toMatchObject({ ratingValue: value, reviewCount: homeCount, bestRating: best, worstRating: worst });
  });

  it("is open at all hours every day only while the owner's emergency hours say 24/7", () => {
    const everyDay = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const allHours = [{ "@type": "OpeningHoursSpecification", dayOfWeek: everyDay, opens: "00:00", closes: "23:59" }];
    expect(openingHours("24/7")).toEqual({ openingHoursSpecification: allHours });
    expect(openingHours(" 24 / 7 ")).toEqual({ openingHoursSpecification: allHours });
    expect(openingHours("7am to 6pm, Monday to Saturday")).toEqual({});
    expect(openingHours("12/7")).toEqual({});
  });

  it("carries every review of content/reviews, with its text, stars, author and date", () => {
    const { review } = businessJsonLd(reviews) as Json;
    expect(review).toEqual(
      reviews.map(({ body, rating, author, datePublished }) => ({
        "@type": "Review",
        reviewBody: body,
        reviewRating: { "@type": "Rating", ratingValue: rating, bestRating: 5, worstRating: 1 },
        author: { "@type": "Person", name: author },
        datePublished,
      })),
    );
  });

  it("gives a local business its service radius around its suburb", () => {
    const [suburb] = suburbs;
    const data = businessJsonLd(reviews, suburb) as Json;
    expect(data.areaServed[0]).toMatchObject({
      "@type": "GeoCircle",
      geoRadius: business.serviceRadiusMeters,
      geoMidpoint: { latitude: suburb!.geo.latitude, longitude: suburb!.geo.longitude },
    });
  });

  it("describes a service with its provider, area and offer catalogue", () => {
    const data = serviceJsonLd({ name: "Tree Removal", description: "Safe removals." }) as Json;
    expect(data).toMatchObject({ "@type": "Service", name: "Tree Removal", description: "Safe removals." });
    expect(data.provider.name).toBe(business.name);
    expect(data.areaServed.map((place: Json) => place.name)).toEqual(business.servedAreas);
    expect(data.hasOfferCatalog.itemListElement.length).toBe(business.serviceTypes.length);
  });

  it("describes an article by its post: dates, section, keywords and the words of its text", () => {
    for (const post of posts) {
      const data = articleJsonLd({ ...post, headline: post.title, path: postPath(post.slug) }) as Json;
      expect(data).toMatchObject({
        "@type": "Article",
        headline: post.title,
        datePublished: post.published,
        dateModified: post.updated,
        articleSection: post.section,
        inLanguage: "en-AU",
        wordCount: post.words,
        keywords: post.keywords.join(", "),
        mainEntityOfPage: expect.stringMatching(new RegExp(`${postPath(post.slug)}$`)),
      });
      expect(data.author.name).toBeTruthy();
      expect(data.publisher.name).toBe(business.name);
    }
  });

  it("lists breadcrumbs in order, without URLs for crumbs that are not pages", () => {
    const list = breadcrumbList(
      [
        { label: "Home", path: "/", isPage: true },
        { label: "Locations", path: "/locations", isPage: false },
        { label: "Noosa", path: "/locations/noosa", isPage: true },
      ],
      "/locations/noosa",
    ) as Json;
    expect(list.itemListElement.map((item: Json) => [item.position, item.name, Boolean(item.item)])).toEqual([
      [1, "Home", true],
      [2, "Locations", false],
      [3, "Noosa", true],
    ]);
  });

  it("names an alias page by its canonical URL", () => {
    const list = breadcrumbList(
      [
        { label: "Home", path: "/", isPage: true },
        { label: "Tree Removal Noosa", path: "/tree-removal-noosa", isPage: true },
      ],
      "/locations/noosa",
    ) as Json;
    expect(list.itemListElement[1].item).toMatch(/\/locations\/noosa$/);
  });
});

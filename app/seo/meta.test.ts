import { describe, expect, it } from "vitest";
import { business } from "#app/content/business.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { absoluteUrl } from "#app/seo/urls.ts";

const tags = pageMeta({
  title: "Tree Services",
  description: "All our tree work.",
  keywords: ["arborist", "tree removal"],
  canonicalPath: "/services",
});
const find = (key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const content = (key: string, value: string) => find(key, value)?.content;

describe("pageMeta", () => {
  it("ends the title with the brand and the region", () => {
    expect(tags[0]).toEqual({ title: `Tree Services | ${business.name} ${business.region}` });
  });

  it("sets description and keywords", () => {
    expect(content("name", "description")).toBe("All our tree work.");
    expect(content("name", "keywords")).toBe("arborist, tree removal");
  });

  it("gives an absolute canonical URL without a trailing slash", () => {
    const canonical = find("rel", "canonical");
    expect(canonical?.href).toMatch(/^https?:\/\/[^/]+\/services$/);
    expect(content("property", "og:url")).toBe(canonical?.href);
    expect(absoluteUrl("/")).not.toMatch(/\/$/);
  });

  it("sets social sharing tags with a 1200x630 image", () => {
    expect(content("property", "og:image")).toMatch(/^https?:\/\/.+\.png$/);
    expect(content("property", "og:image:width")).toBe("1200");
    expect(content("property", "og:image:height")).toBe("630");
    expect(content("property", "og:locale")).toBe("en_AU");
    expect(content("name", "twitter:card")).toBe("summary_large_image");
    expect(content("name", "twitter:image")).toBe(content("property", "og:image"));
  });

  it("sets geo and business contact tags", () => {
    expect(content("name", "geo.region")).toBe("AU-QLD");
    expect(content("name", "geo.position")).toBe(`${business.geo.latitude};${business.geo.longitude}`);
    expect(content("property", "business:contact_data:postal_code")).toBe("4564");
    expect(content("property", "business:contact_data:phone_number")).toBe(business.phone.e164);
  });
});

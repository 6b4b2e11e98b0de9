import { describe, expect, it } from "vitest";
import { counted, countEvent, otherSite, quoteSource, type CounterTarget } from "#app/counts/count-event.ts";

const plausible: CounterTarget = { endpoint: "https://plausible.io/api/event", origin: "https://plausible.io", site: "example.com" };
const site = "https://www.example.com";

describe("what a page counts", () => {
  it("names the page as seen and the suburb it shows, whatever its URL shape", () => {
    expect(countEvent(plausible, counted.call, site, "/tree-removal-noosa")).toEqual({
      name: "Call",
      url: "https://www.example.com/tree-removal-noosa",
      domain: "example.com",
      props: { suburb: "noosa" },
    });
    expect(countEvent(plausible, counted.visit, site, "/services/", { referrer: "https://www.google.com" })).toEqual({
      name: "pageview",
      url: "https://www.example.com/services",
      domain: "example.com",
      referrer: "https://www.google.com",
    });
  });

  it("sends field speed as ratings, not interactive", () => {
    expect(countEvent(plausible, counted.speed, site, "/arborist-bli-bli", { ratings: { lcp: "good", inp: "poor" } })).toEqual({
      name: "Speed",
      url: "https://www.example.com/arborist-bli-bli",
      domain: "example.com",
      props: { suburb: "bli-bli", lcp: "good", inp: "poor" },
      interactive: false,
    });
  });
});

describe("the page a quote request came from", () => {
  const form = { origin: site, pathname: "/contact" };
  it("is the page of this site the form was opened from", () => {
    expect(quoteSource("https://www.example.com/tree-removal-noosa", form)).toBe("/tree-removal-noosa");
    expect(quoteSource("https://www.example.com/services?x=1#faq", form)).toBe("/services");
  });
  it("is the form's own page when the visitor came from another site, or straight to it", () => {
    expect(quoteSource("https://www.google.com/", form)).toBe("/contact");
    expect(quoteSource("", form)).toBe("/contact");
  });
});

describe("where a visit came from", () => {
  it("is another website, by its origin alone; never this site's pages, an app or nothing", () => {
    expect(otherSite("https://www.google.com/search?q=arborist+noosa", site)).toBe("https://www.google.com");
    expect(otherSite("https://www.example.com/services", site)).toBeUndefined();
    expect(otherSite("android-app://com.google.android.gm/", site)).toBeUndefined();
    expect(otherSite("", site)).toBeUndefined();
  });
});

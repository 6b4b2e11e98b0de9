import { describe, expect, it } from "vitest";
import { afterEach, vi } from "vitest";
import {
  campaignQuery,
  counted,
  countEvent,
  leftOut,
  LINK_FROM,
  MAX_COUNTED_TEXT,
  noteLinkFollowed,
  onSite,
  otherSite,
  quoteSource,
  sendCount,
  type CounterTarget,
} from "#app/counts/count-event.ts";

const plausible: CounterTarget = {
  endpoint: "https://plausible.io/api/event",
  origin: "https://plausible.io",
  site: "example.com",
  speed: true,
};
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

describe("a visit's source", () => {
  it("keeps the campaign tags of the page's query and nothing else of it", () => {
    const search = "?gclid=abc&utm_source=gbp&name=Jo&utm_medium=organic&email=jo%40example.com&utm_campaign=spring+flyer&fbclid=x";
    expect(countEvent(plausible, counted.visit, site, "/", { query: campaignQuery(search) }).url).toBe(
      "https://www.example.com/?utm_source=gbp&utm_medium=organic&utm_campaign=spring+flyer",
    );
    expect(countEvent(plausible, counted.visit, site, "/services", { query: campaignQuery("?gclid=abc&q=1") }).url).toBe(
      "https://www.example.com/services",
    );
    expect(campaignQuery(`?utm_source=${"x".repeat(500)}`)).toHaveLength(1 + MAX_COUNTED_TEXT);
    expect(campaignQuery("?utm_source=&utm_sourcery=x&xutm_medium=y")).toBe("");
  });

  it("keeps no email address or phone number in a campaign tag, even one past the cut", () => {
    expect(campaignQuery("?utm_campaign=jane.doe%40example.com&utm_source=0412+345+678&utm_medium=email")).toBe(
      "?utm_campaign=[hidden]&utm_source=[hidden]&utm_medium=email",
    );
    expect(campaignQuery(`?utm_campaign=${"x".repeat(190)}+jane.doe%40example.com`)).toBe("?utm_campaign=[hidden]");
  });
});

describe("a missing page", () => {
  it("is a 404 with its path, cut short, and no suburb; not a visit", () => {
    const long = `/locations/${"a".repeat(2000)}`;
    const event = countEvent(plausible, counted.notFound, site, long);
    expect(event).toMatchObject({ name: "404", props: { path: long.slice(0, MAX_COUNTED_TEXT) } });
    expect(event.props).not.toHaveProperty("suburb");
    expect(event.url).toHaveLength(site.length + MAX_COUNTED_TEXT);
  });
});

describe("only the site itself reaches a counting service", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("knows the site's host with or without www, and no other", () => {
    expect(onSite("www.example.com", "example.com")).toBe(true);
    expect(onSite("example.com", "www.example.com")).toBe(true);
    expect(onSite("127.0.0.1", "example.com")).toBe(false);
    expect(onSite("preview.example.com", "example.com")).toBe(false);
  });
  it("sends nothing from another host to a service; npm start's own counter hears every host", () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response()));
    vi.stubGlobal("fetch", fetch);
    sendCount(plausible, countEvent(plausible, counted.visit, "http://127.0.0.1:4542", "/"));
    expect(fetch).not.toHaveBeenCalled();
    sendCount(plausible, countEvent(plausible, counted.visit, site, "/"));
    sendCount({ ...plausible, origin: undefined }, countEvent(plausible, counted.visit, "http://127.0.0.1:4542", "/"));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it("sends nothing from the owner's own device (plausible_ignore in its storage), and says it is left out", () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response()));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "plausible_ignore" ? "true" : null) });
    sendCount(plausible, countEvent(plausible, counted.call, site, "/"));
    sendCount({ ...plausible, origin: undefined }, countEvent(plausible, counted.call, site, "/"));
    expect(fetch).not.toHaveBeenCalled();
    expect(leftOut()).toBe(true);
    const form = { origin: site, pathname: "/contact" };
    expect(quoteSource("", form), "a quote from it has no source: not counted, even by the service worker later").toBeUndefined();
    vi.stubGlobal("localStorage", { getItem: () => null });
    expect(leftOut()).toBe(false);
    expect(quoteSource("", form)).toBe("/contact");
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(quoteSource("", form), "storage refused: nothing was kept, nor counted").toBeUndefined();
  });
});

describe("the page a quote request came from", () => {
  const form = { origin: site, pathname: "/contact" };
  afterEach(() => vi.unstubAllGlobals());
  it("is the link the tab followed to the form when the browser gives no referrer (Firefox, with the service worker)", () => {
    vi.stubGlobal("name", "");
    noteLinkFollowed("/tree-removal-noosa/", "/contact");
    expect(String((globalThis as { name?: unknown }).name), "the note, which the page it leads to takes as it is parsed").toBe(
      "/contact /tree-removal-noosa/",
    );
    vi.stubGlobal(LINK_FROM, "/tree-removal-noosa/");
    expect(quoteSource("", form)).toBe("/tree-removal-noosa");
    vi.stubGlobal(LINK_FROM, undefined);
    expect(quoteSource("", form), "no note taken by this page load").toBe("/contact");
  });
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

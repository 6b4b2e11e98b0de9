/** Runs in Chromium: the feed is parsed back with the browser's own XML parser, as a feed reader would. */
import { describe, expect, it } from "vitest";
import { rssFeed } from "#app/seo/feed.server.ts";

const xml = rssFeed({
  origin: "https://www.example.com.au",
  title: "Tree care advice & news",
  description: "Articles from qualified arborists.",
  blogPath: "/blog",
  feedPath: "/blog/feed.xml",
  items: [
    {
      path: "/blog/newer",
      title: "Council approval <explained>",
      description: "Rules & forms.",
      published: "2026-11-22",
      updated: "2026-11-22",
      section: "Advice",
    },
    {
      path: "/blog/older",
      title: "Arborists vs tree loppers",
      description: "Qualifications.",
      published: "2023-11-14",
      updated: "2024-01-18",
      section: "Advice",
    },
  ],
});

const text = (node: Element | Document, selector: string) => node.querySelector(selector)?.textContent;

describe("rssFeed", () => {
  const feed = new DOMParser().parseFromString(xml, "application/xml");

  it("is well-formed RSS 2.0", () => {
    expect(feed.querySelector("parsererror")).toBeNull();
    expect(feed.documentElement.tagName).toBe("rss");
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    expect(text(feed, "channel > title")).toBe("Tree care advice & news");
    expect(text(feed, "channel > link")).toBe("https://www.example.com.au/blog");
    expect(text(feed, "channel > lastBuildDate")).toBe("Sun, 22 Nov 2026 00:00:00 GMT");
    const self = feed.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]!;
    expect(self.getAttribute("href")).toBe("https://www.example.com.au/blog/feed.xml");
    expect(self.getAttribute("rel")).toBe("self");
  });

  it("lists the items in order, with absolute links, permalink guids and RFC 822 dates", () => {
    const items = [...feed.querySelectorAll("item")];
    expect(items.map((item) => text(item, "title"))).toEqual(["Council approval <explained>", "Arborists vs tree loppers"]);
    expect(items.map((item) => text(item, "link"))).toEqual([
      "https://www.example.com.au/blog/newer",
      "https://www.example.com.au/blog/older",
    ]);
    expect(items.map((item) => text(item, "guid"))).toEqual(items.map((item) => text(item, "link")));
    expect(items[0]!.querySelector("guid")!.getAttribute("isPermaLink")).toBe("true");
    expect(items.map((item) => text(item, "pubDate"))).toEqual(["Sun, 22 Nov 2026 00:00:00 GMT", "Tue, 14 Nov 2023 00:00:00 GMT"]);
    expect(items.map((item) => text(item, "description"))).toEqual(["Rules & forms.", "Qualifications."]);
    expect(items.map((item) => text(item, "category"))).toEqual(["Advice", "Advice"]);
  });

  it("says its language, and names no generator", () => {
    expect(text(feed, "channel > language")).toBe("en-AU");
    expect(feed.querySelector("generator")).toBeNull();
  });
});

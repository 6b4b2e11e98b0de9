/**
 * Drafts and posts still to come, built from a copy of the shipped content (never the owner's):
 * a draft (`draft: true`) and a post whose "Goes live on" (`publishDate`) is later than the build's
 * time (BUILD_NOW) have no page, no place on /blog, in the feed or the sitemap, and no redirect from
 * the address their file was named for; a job likewise is not on the gallery. Built again after the
 * time, the scheduled post is there and the draft still is not. The content check refuses a
 * published post that links to either, in the editor's words; a draft may link to anything.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";

const { file } = copyContentForEachTest();
beforeEach(() => void vi.resetModules());
afterEach(() => void delete process.env.BUILD_NOW);

const before = "2026-12-10T05:59:00+10:00";
const after = "2026-12-10T06:00:00+10:00";

/** A post of the copy, made from a shipped one: its file's name, its address, its title and fields of its own. */
function writePost(name: string, slug: string, title: string, fields: string, body = "") {
  const template = readFileSync(file("blog/arborists-vs-tree-loppers.md"), "utf8");
  const text = template
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^title: .*$/m, `title: "${title}"\n${fields}`)
    .replace(/^breadcrumb: .*$/m, "");
  writeFileSync(file(`blog/${name}.md`), `${text}\n${body}\n`);
}

function writeDraftAndScheduled() {
  // Named for an address it never had on the site: nothing redirects from it.
  writePost("first-name-of-the-draft", "a-draft-about-gums", "A draft about gum trees", "draft: true");
  writePost("a-post-for-the-morning", "a-post-for-the-morning", "A post for Thursday morning", `publishDate: "${after}"`);
}

/** What a build at `now` publishes about posts: its paths, the blog's list, the feed, the sitemap and the redirects. */
async function builtAt(now: string) {
  process.env.BUILD_NOW = now;
  const { pageRoutes, canonicalRoutes } = await import("#app/routing/route-table.ts");
  const { sitemapXml } = await import("#app/seo/sitemap.server.ts");
  const { movedAddresses } = await import("#app/routing/moved-addresses.server.ts");
  const blog = await import("#app/routes/blog.tsx");
  const feed = await import("#app/routes/feed.ts");
  const { comingUp } = await import("../../scripts/build/coming-up-file.ts");
  return {
    paths: pageRoutes.map((route) => route.path),
    blog: JSON.stringify(blog.loader()),
    feed: await feed.loader().text(),
    sitemap: await sitemapXml("https://www.example.com.au", canonicalRoutes),
    moves: movedAddresses().map(({ from }) => from),
    comingUp: comingUp(new Date(now)),
  };
}

describe("a draft and a post still to come", () => {
  it("are on no page, list, feed or sitemap, and no address of theirs is redirected", async () => {
    writeDraftAndScheduled();
    const site = await builtAt(before);
    expect(site.paths).toContain("/blog/arborists-vs-tree-loppers");
    for (const published of [site.blog, site.feed, site.sitemap]) {
      expect(published).toContain("/blog/arborists-vs-tree-loppers");
      expect(published).not.toContain("a-draft-about-gums");
      expect(published).not.toContain("gum trees");
      expect(published).not.toContain("a-post-for-the-morning");
      expect(published).not.toContain("Thursday morning");
    }
    expect(site.paths.filter((path) => /gums|morning/.test(path))).toEqual([]);
    expect(site.moves).not.toContain("/blog/first-name-of-the-draft");
  });

  it("the post still to come is on the site from its time; the draft still is not", async () => {
    writeDraftAndScheduled();
    const site = await builtAt(after);
    expect(site.paths).toContain("/blog/a-post-for-the-morning");
    expect(site.feed).toContain("Thursday morning");
    expect(site.sitemap).toContain("/blog/a-post-for-the-morning");
    expect(site.paths).not.toContain("/blog/a-draft-about-gums");
    expect(site.sitemap).not.toContain("gums");
  });

  it("are listed in the build's coming-up list by time alone: no title, address or path", async () => {
    writeDraftAndScheduled();
    const { comingUp } = await builtAt(before);
    expect(comingUp.builtAt).toBe("2026-12-10T05:59:00+10:00");
    expect(comingUp.comingUp).toEqual([{ at: after, kind: "post", entry: expect.stringMatching(/^[0-9a-f]{12}$/) }]);
    expect(JSON.stringify(comingUp)).not.toMatch(/morning|gum|draft|blog/i);
    expect((await builtAt(after)).comingUp.comingUp, "nothing left to come").toEqual([]);
  });
});

/** The content check as a build at `now` runs it: every problem in the editor's words. */
const check = async (now: string) => {
  process.env.BUILD_NOW = now;
  const { checkContent } = await import("#app/content/content-files.server.ts");
  try {
    checkContent();
    return [];
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [String(error)];
  }
};

describe("the content check", () => {
  it("refuses a published post that links to a draft or to a post still to come, naming it as the editor does", async () => {
    writeDraftAndScheduled();
    writePost(
      "a-post-that-links",
      "a-post-that-links",
      "A post that links onward",
      "",
      "Read [the draft](/blog/a-draft-about-gums) and [the next](/blog/a-post-for-the-morning).",
    );
    expect(await check(before)).toEqual([
      'Blog post "A post that links onward" → Post: the link to /blog/a-draft-about-gums leads to blog post "A draft about gum trees", which is not on the site yet: link to it once it is',
      'Blog post "A post that links onward" → Post: the link to /blog/a-post-for-the-morning leads to blog post "A post for Thursday morning", which goes live on 10 December 2026 at 6:00 am: link to it once it is live',
    ]);
  });

  it("lets a draft link to anything, and a post link to one that is live by its own time", async () => {
    writeDraftAndScheduled();
    writePost("another-draft", "another-draft", "Another draft of the owner", "draft: true", "See [the draft](/blog/a-draft-about-gums).");
    writePost(
      "later-still",
      "later-still",
      "A post for the week after",
      'publishDate: "2026-12-17T06:00:00+10:00"',
      "See [it](/blog/a-post-for-the-morning).",
    );
    expect(await check(before)).toEqual([]);
  });
});

/** A job of the copy, with fields of its own. */
const job = (fields: object) => ({
  title: "Storm-split gum made safe over a roof",
  suburb: "noosa",
  service: "tree-removal",
  month: "2026-11",
  story: "A gum split in the storm; the crew took it down in sections.",
  photos: [{ image: "/media/gum.jpg", alt: "The split gum", stage: "before" }],
  ...fields,
});

describe("a job kept off the site", () => {
  it("makes no gallery while it is a draft or still to come, and is on it from its time", async () => {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(file("jobs"));
    writeFileSync(file("jobs/2026-11-draft.json"), JSON.stringify(job({ title: "A job kept as a draft", draft: true })));
    writeFileSync(file("jobs/2026-11-later.json"), JSON.stringify(job({ publishDate: after })));
    process.env.BUILD_NOW = before;
    expect((await import("#app/routing/route-table.ts")).pageRoutes.some((route) => route.path.startsWith("/our-work"))).toBe(false);
    vi.resetModules();
    process.env.BUILD_NOW = after;
    const { jobs } = await import("#app/content/jobs.server.ts");
    expect(jobs.map((shown) => shown.title)).toEqual(["Storm-split gum made safe over a roof"]);
    expect((await import("#app/routing/route-table.ts")).pageRoutes.some((route) => route.path === "/our-work")).toBe(true);
  });
});

describe("a storm notice written the evening before", () => {
  it("lists its first day's morning in the coming-up list, and the morning after its last", async () => {
    const notice = JSON.parse(readFileSync(file("storm-notice.json"), "utf8"));
    writeFileSync(file("storm-notice.json"), JSON.stringify({ ...notice, show: true, from: "2026-12-11", until: "2026-12-12" }));
    const { comingUp } = await builtAt(before);
    expect(comingUp.comingUp.map(({ at, kind }) => ({ at, kind }))).toEqual([
      { at: "2026-12-11T00:00:00+10:00", kind: "storm notice" },
      { at: "2026-12-13T00:00:00+10:00", kind: "storm notice" },
    ]);
  });
});

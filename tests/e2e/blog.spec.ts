/** The blog: Markdown posts as pages, an index, a feed every page points to, and the sitemap. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { htmlFileFor } from "#app/hosting/html-files.ts";
import { scriptsPagesRun } from "../../scripts/build/bundle-size.ts";
import { readSettings } from "#app/settings/settings.ts";
import { findPost, posts } from "#app/content/blog/posts.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths, postPath, suburbCanonicalPath } from "#app/site/paths.ts";
import { pageRoutes } from "#app/routing/route-table.ts";
import { titleCaseSegment } from "#app/seo/breadcrumb-trail.ts";
import { findAll, parseHtml, textOf, attribute } from "../../scripts/build/html.ts";

const origin = readSettings(process.env).siteOrigin;
const jsonLd = (html: string) =>
  findAll(parseHtml(html), (element) => element.tagName === "script" && attribute(element, "type") === "application/ld+json").map(
    (script) => JSON.parse(textOf(script)) as Record<string, unknown>,
  );

test("/blog lists every post, newest first, each linked with its description, date and reading time", async ({ page }) => {
  await page.goto(paths.blog);
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("link", { name: post.title })).toHaveAttribute("href", postPath(post.slug));
    await expect(item).toContainText(post.description);
    await expect(item).toContainText(siteCopy.article.updated(post.updated));
    await expect(item).toContainText(siteCopy.article.readingTime(post.minutes));
  }
  const published = posts.map((post) => post.published);
  expect(published).toEqual(published.toSorted().toReversed());
  await items.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]!.title);
});

test("a post's breadcrumb links to /blog, and the Blog menu entry is current on every blog page", async ({ page }) => {
  for (const post of posts) {
    await page.goto(postPath(post.slug));
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    // Spec section 2: a segment without a label of its own is title-cased.
    await expect(trail.locator('[aria-current="page"]')).toHaveText(post.breadcrumb ?? titleCaseSegment(post.slug));
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveText(["Blog"]);
  }
  await page.goto(paths.blog);
  await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveText(["Blog"]);
});

test("headings in a post are anchors, and external links are rel=noopener", async ({ page }) => {
  for (const post of posts) {
    await page.goto(postPath(post.slug));
    const headings = page.locator(".post-body h2");
    await expect(headings).toHaveCount(post.html.split("<h2").length - 1);
    for (const heading of await headings.all())
      await expect(heading.getByRole("link")).toHaveAttribute("href", `#${await heading.getAttribute("id")}`);
    const external = page.locator('.post-body a[href^="http"]');
    await expect(external).toHaveCount(post.html.split(' href="http').length - 1);
    for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute("rel"))))
      expect(rel).toContain("noopener");
  }
});

test("the council guide's links to the site's pages show, and every suburb page links to the guide", async ({ page }) => {
  const guide = findPost(paths.councilArticle.slice(`${paths.blog}/`.length))!;
  const pageLinks = [...guide.html.matchAll(/ href="(\/[^"#]*)"/g)].map((match) => match[1]!);
  expect(pageLinks.length, "links to the site's pages").toBeGreaterThan(0);
  await page.goto(paths.councilArticle);
  for (const href of pageLinks) await expect(page.locator(`.post-body a[href="${href}"]`).first()).toBeVisible();
  for (const suburb of suburbs) {
    await page.goto(suburbCanonicalPath(suburb.slug));
    await expect(page.getByRole("main").locator(`a[href="${paths.councilArticle}"]`)).toBeVisible();
  }
});

test("each post's Article JSON-LD carries its own dates, section and word count", async ({ request }) => {
  for (const post of posts) {
    const article = jsonLd(await (await request.get(postPath(post.slug))).text()).find((block) => block["@type"] === "Article")!;
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.published,
      dateModified: post.updated,
      articleSection: post.section,
      wordCount: post.words,
      mainEntityOfPage: `${origin}${postPath(post.slug)}`,
    });
  }
});

test("every page's head points to the feed, and the feed lists every post with absolute links", async ({ request, page }) => {
  for (const route of [...pageRoutes.filter((_, index) => index % 4 === 0), { path: paths.offline }]) {
    const html = await (await request.get(route.path)).text();
    const alternate = findAll(parseHtml(html), (element) => element.tagName === "link" && attribute(element, "rel") === "alternate");
    expect(
      alternate.map((link) => [attribute(link, "type"), attribute(link, "href")]),
      route.path,
    ).toEqual([["application/rss+xml", paths.feed]]);
  }
  const response = await request.get(paths.feed);
  expect(response.status()).toBe(200);
  await page.goto("/");
  const items = await page.evaluate(async (feedPath) => {
    const xml = new DOMParser().parseFromString(await (await fetch(feedPath)).text(), "application/xml");
    return [...xml.querySelectorAll("item")].map((item) => [
      item.querySelector("title")?.textContent,
      item.querySelector("link")?.textContent,
    ]);
  }, paths.feed);
  expect(items).toEqual(posts.map((post) => [post.title, `${origin}${postPath(post.slug)}`]));
});

test("the sitemap lists the blog and each post, a post with its last-modified date", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<url><loc>${origin}/blog</loc></url>`);
  for (const post of posts)
    expect(xml).toContain(`<url><loc>${origin}${postPath(post.slug)}</loc><lastmod>${post.updated}</lastmod></url>`);
});

// Read from the build: every script a page can run, with what those load later, on every page.
test("no Markdown parser reaches any page's browser code", () => {
  const client = join(import.meta.dirname, "..", "..", "build", "client");
  const pages = [...pageRoutes.map((route) => htmlFileFor(route.path)), htmlFileFor(paths.offline), "404.html"];
  const scripts = [...scriptsPagesRun(client, pages)];
  expect(scripts.length, "the pages' scripts were found").toBeGreaterThan(0);
  // marked's own error text, which survives minification.
  for (const script of scripts)
    expect(readFileSync(join(client, script), "utf8").includes("Please report this to https://github.com/markedjs/marked"), script).toBe(
      false,
    );
});

/**
 * Jobs and their photos, in a test build of a copy of the site: two fixture jobs written as files
 * (generated photos: a 4 MB 4000×3000 JPEG with GPS, a portrait phone photo stored sideways, a PNG),
 * a third as the owner adds it in the editor with two photos, written as its file (the editor's
 * side, the job added on a phone and seen on the gallery, its suburb page and home:
 * owner-checks.spec.ts), and a post given the 4 MB photo as its top photo. A site with no job has no
 * gallery, whatever content/jobs ships: the route table, the sitemap and the pages that show jobs,
 * rendered from content with none (app/routes/without-jobs.test.tsx).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import sharp from "sharp";
import { findPost } from "#app/content/blog/posts.server.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { readPage } from "#app/content/content-files.server.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { MAX_IMAGE_BYTES } from "#app/media/derived-photos.server.ts";
import { imageWidths } from "#app/media/slots.ts";
import { ourWorkServicePath, paths, postPath, suburbCanonicalPath } from "#app/site/paths.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import {
  addFixtureJobs,
  addFixturePostHero,
  editorJob,
  fixtureJobs,
  jobServices,
  jobSuburbs,
  fixturePhoto,
  heroPhoto,
  heroPostSlug,
} from "../../scripts/fixtures/jobs.ts";
import { expect, phoneViewport, test, type Page } from "./fixtures.ts";

const workCopy = readPage("our-work");
const heroPost = findPost(heroPostSlug)!;

let copy: string;
let server: Server | undefined;
let site: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = copyOfSite("our-work-e2e");
  await addFixtureJobs(join(copy, "content"));
  await addEditorJob(join(copy, "content"));
  addFixturePostHero(join(copy, "content"));
  await buildAndServeCopy();
});

test.afterAll(() => {
  server?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/**
 * The job the owner adds in the editor, as its file and photos: the newest, in the storm job's suburb.
 */
async function addEditorJob(contentFolder: string) {
  const photos = editorJob.photos.map(({ file, alt, stage }) => ({ image: `/media/${file}`, alt, stage }));
  const { title, suburb, serviceId: service, month, story } = editorJob;
  const file = `${month}-${title.toLowerCase().replaceAll(" ", "-")}.json`;
  writeFileSync(join(contentFolder, "jobs", file), JSON.stringify({ title, suburb, service, month, story, photos }, null, 2));
  for (const { file: photo } of editorJob.photos) copyFileSync(await fixturePhoto(photo), join(contentFolder, "media", photo));
}

const media = () => join(copy, "build", "client", "media");

/** Builds the copy as a host would, and serves that build at `site` (in place of any earlier one). */
async function buildAndServeCopy() {
  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
  expect(build.status, build.stderr.slice(-3000)).toBe(0);
  server?.close();
  ({ server } = createSiteServer({ root: join(copy, "build", "client"), outboxPath: join(copy, "outbox.jsonl") }));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** Every photo of every job: the fixtures' and the one the owner added. */
const allPhotos = [...Object.values(fixtureJobs), editorJob].reduce((sum, job) => sum + job.photos.length, 0);

const jobTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
const jobSection = (page: Page, heading: string) => page.getByRole("main").getByRole("region", { name: heading, exact: true });

test("every image is AVIF, WebP and JPEG at the pipeline's widths, with no EXIF, GPS or camera data, none over 200 KB", async () => {
  const files = readdirSync(media());
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const [, width, format] = /-(\d+)\.(avif|webp|jpeg)$/.exec(file) ?? [];
    expect(format, file).toBeDefined();
    const meta = await sharp(join(media(), file)).metadata();
    expect(meta.format === "heif" ? "avif" : meta.format, file).toBe(format === "jpeg" ? "jpeg" : format);
    expect(meta.width, file).toBe(Number(width));
    expect([meta.exif, meta.xmp, meta.iptc], file).toEqual([undefined, undefined, undefined]);
    expect(statSync(join(media(), file)).size, file).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  }
  // The 4000-px camera photo: every width of the ladder, in each format.
  const camera = files.filter((file) => file.startsWith("storm-gum-before-"));
  expect(camera).toHaveLength(imageWidths.length * 3);
});

test("each photo in the HTML has its upright size, a srcset of files that exist, and its alt text", async ({ request }) => {
  const html = await (await request.get(site + paths.ourWork)).text();
  const images = [
    ...html.matchAll(/<img src="(\/media\/[^"]+)" srcSet="([^"]+)" sizes="[^"]+" width="(\d+)" height="(\d+)" alt="([^"]+)"/g),
  ];
  expect(images.length).toBe(allPhotos);
  const portrait = images.find(([, src]) => src!.startsWith("/media/palm-after-"))!;
  expect([portrait[3], portrait[4]]).toEqual(["3024", "4032"]);
  for (const [, src, srcset] of images) {
    for (const candidate of [src!, ...srcset!.split(", ").map((entry) => entry.split(" ")[0]!)])
      expect(existsSync(join(copy, "build", "client", candidate)), candidate).toBe(true);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`the gallery lists jobs newest first and filters them by service with links, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: phoneViewport });
    const page = await context.newPage();
    await page.goto(site + paths.ourWork);
    const filters = page.getByRole("navigation", { name: workCopy.filterLabel });
    await expect(filters.getByRole("link")).toHaveText([workCopy.allLabel, jobServices.first.title, jobServices.second.title]);
    await expect(filters.getByRole("link", { name: workCopy.allLabel })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: jobServices.first.title }).click();
    await expect(page).toHaveURL(site + ourWorkServicePath(jobServices.first.id));
    await expect(filters.getByRole("link", { name: jobServices.first.title })).toHaveAttribute("aria-current", "page");
    await expect(jobTitles(page)).toHaveText([editorJob.title, fixtureJobs["2026-08-palms-cleaned"].title]);
    await context.close();
  });
}

test("a suburb page shows its own jobs, one with none shows no section, and /services leads to the gallery", async ({ page }) => {
  await page.goto(site + suburbCanonicalPath(jobSuburbs.palms.slug));
  await expect(jobSection(page, siteCopy.jobsIn(jobSuburbs.palms.name)).getByRole("heading", { level: 3 })).toHaveText([
    fixtureJobs["2026-08-palms-cleaned"].title,
  ]);
  const withoutJobs = suburbs.find((suburb) => ![editorJob, ...Object.values(fixtureJobs)].some((job) => job.suburb === suburb.slug))!;
  await page.goto(site + suburbCanonicalPath(withoutJobs.slug));
  await expect(jobSection(page, siteCopy.jobsIn(withoutJobs.name))).toHaveCount(0);
  await page.goto(site + paths.services);
  await expect(page.getByRole("link", { name: workCopy.servicesLink })).toHaveAttribute("href", paths.ourWork);
});

test("the sitemap lists the gallery and its service pages, each with its own title and description; structured data shows the jobs' photos", async ({
  request,
}) => {
  const sitemap = await (await request.get(site + "/sitemap.xml")).text();
  const galleryPages = [paths.ourWork, ourWorkServicePath(jobServices.first.id), ourWorkServicePath(jobServices.second.id)];
  for (const path of galleryPages) expect(sitemap).toContain(`${path}</loc>`);
  const heads = await Promise.all(
    galleryPages.map(async (path) => (await (await request.get(site + path)).text()).match(/<title>[^<]+|<meta name="description"[^>]+/g)),
  );
  expect(new Set(heads.flat()).size, "no title or description shared").toBe(galleryPages.length * 2);
  const html = await (await request.get(site + paths.ourWork)).text();
  const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));
  const business = structured.find((data) => data["@type"] === "LocalBusiness");
  expect(business.image.filter((url: string) => url.includes("/media/"))).toHaveLength(allPhotos);
  const services = structured.filter((data) => data["@type"] === "Service").map((data) => [data.name, data.image.length]);
  expect(services).toEqual([
    [jobServices.first.title, 3],
    [jobServices.second.title, 2],
  ]);
});

/** Every image response a page gets before any scroll, by URL, with its size in bytes. */
async function imagesBeforeScroll(page: Page, path: string) {
  const sizes = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "image" && !response.url().startsWith("data:"))
      sizes.set(response.url(), (await response.body()).length);
  });
  await page.goto(site + path, { waitUntil: "networkidle" });
  return sizes;
}

// The suburb page's jobs are far below its first screen: it fetches none of their photos before a scroll.
for (const [path, photosFetched] of [
  [paths.ourWork, true],
  [suburbCanonicalPath(jobSuburbs.storm.slug), false],
  [postPath(heroPost.slug), true],
] as const) {
  test(`a 390-px phone's first screen of ${path}: the largest image at most 60 KB (AVIF), all images at most 150 KB`, async ({
    browser,
  }) => {
    // An iPhone's 3 device pixels to the CSS pixel: the largest files a phone picks.
    const context = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 3, isMobile: true });
    const page = await context.newPage();
    const sizes = await imagesBeforeScroll(page, path);
    const photos = [...sizes].filter(([url]) => url.includes("/media/"));
    expect(photos.length > 0, "photos fetched before a scroll").toBe(photosFetched);
    for (const [url, bytes] of photos) {
      expect(url, "AVIF first").toMatch(/\.avif$/);
      expect(bytes, url).toBeLessThanOrEqual(60_000);
    }
    expect([...sizes.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(150_000);
    await context.close();
  });
}

test("a post's top photo is its largest paint: loaded first, not lazily; the gallery's photos below the fold are lazy", async ({
  request,
}) => {
  const post = await (await request.get(site + postPath(heroPost.slug))).text();
  expect(post).toMatch(new RegExp(`<img src="/media/storm-gum-before-[^"]+"[^>]*alt="${heroPhoto.alt}" fetchPriority="high"`));
  expect(post).not.toMatch(/alt="A storm-split spotted gum over a roof" loading="lazy"/);
  const gallery = await (await request.get(site + paths.ourWork)).text();
  expect(gallery.match(/<img src="\/media\/[^"]+"[^>]* loading="lazy"/g)).toHaveLength(allPhotos);
});

// The page kinds jobs add to or change; a post's top photo is one <img> with its alt, checked above.
for (const path of [paths.ourWork, suburbCanonicalPath(jobSuburbs.storm.slug)]) {
  test(`axe finds no violation on ${path} with jobs and photos`, async ({ page }) => {
    await page.goto(site + path);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

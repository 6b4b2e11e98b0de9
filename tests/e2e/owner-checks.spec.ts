/**
 * The editor refuses what the build would, before anything is written, in the owner's words, and
 * what it publishes reaches the built site: the owner's own editor served by `npm run cms` on a copy
 * of the site, driven on a 390-px phone. An empty "Why choose" reason, a suburb page named as another
 * is, a dead link, code and the phone number written out in a post: each refused beside its field and
 * in the notice, the file as it was. A post's text with {phone} in it is published as typed, and the
 * page the visitor gets has the number in its place. The checks themselves, and their words, are
 * app/content/entry-check.test.ts's; this spec holds the chain: the served model and index, the form,
 * the file, the build.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { findPost } from "#app/content/blog/posts.server.ts";
import { business } from "#app/content/business.ts";
import { folders } from "#app/content/collections.ts";
import { readCatalogue, readPage } from "#app/content/content-files.server.ts";
import { postPath } from "#app/site/paths.ts";
import sharp from "sharp";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { postWords, words } from "../../admin/next/editor-words.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { EDITOR_NEXT_PATH } from "../../scripts/dev/editor-next-files.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { expect, phoneViewport, test, type Page } from "./fixtures.ts";
import { oneSuburb } from "./page-kinds.ts";

test.describe.configure({ mode: "serial" });

/** A suburb page nothing links to, to give another's name. */
const spareSuburb = { slug: "peregian-springs", name: "Peregian Springs" };
/** The post the owner writes in: the menu's, always there; and a post nothing links to, copied from it, to give two new addresses. */
const post = findPost("arborists-vs-tree-loppers")!;
const renamed = {
  slug: "council-rules-short",
  title: "Council rules, the short version",
  slugs: ["council-rules-in-short", "council-rules-for-trees"],
} as const;
/** A job in one of the owner's suburbs, with its photo, as published. */
const job = { file: "2026-10-split-gum", title: `Storm-split gum made safe over a ${oneSuburb.name} roof`, photo: "split-gum.webp" };
/** A photo of one colour: the editor prepares it as WebP (smaller than JPEG there), so one picked again keeps its name. */
const flatPhoto = (colour: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } });
/** A rebuild, on a machine as busy as CI's. */
const REBUILT = { timeout: 200_000 };

let copy: string;
let cms: ChildProcess;
let site: string;
let editor: string;
let page: Page;

const contentFile = (file: string) => join(copy, "content", file);
const served = async (path: string) =>
  fetch(site + path).then(
    (response) => (response.ok ? response.text() : ""),
    () => "",
  );

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  copy = copyOfSite("owner-checks");
  const suburb = JSON.parse(readFileSync(contentFile(`suburbs/${oneSuburb.slug}.json`), "utf8")) as { name: string };
  writeFileSync(contentFile(`suburbs/${spareSuburb.slug}.json`), `${JSON.stringify({ ...suburb, name: spareSuburb.name }, null, 2)}\n`);
  for (const folder of ["jobs", "media"]) mkdirSync(contentFile(folder), { recursive: true });
  await flatPhoto("#4a6b3a")
    .webp()
    .toFile(contentFile(`media/${job.photo}`));
  const photos = [{ image: `/media/${job.photo}`, alt: "The split gum over the roof", stage: "before" }];
  const story = "A storm split the gum over the roof; we took it down in sections and left the yard clean.";
  const service = Object.keys(readCatalogue().services)[0];
  const jobFields = { title: job.title, suburb: oneSuburb.slug, service, month: "2026-10", story, photos };
  writeFileSync(contentFile(`jobs/${job.file}.json`), `${JSON.stringify(jobFields, null, 2)}\n`);
  writeFileSync(
    contentFile(`blog/${renamed.slug}.md`),
    readFileSync(contentFile(`blog/${post.slug}.md`), "utf8")
      .replace(/^breadcrumb: .*\n/m, "")
      .replace(/^title: .*$/m, `title: "${renamed.title}"`)
      .replace(/^slug: .*$/m, `slug: ${renamed.slug}`),
  );
  const [port, backendPort] = [await freePort(), await freePort()];
  cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
    stdio: "ignore",
    detached: true,
  });
  site = `http://127.0.0.1:${port}`;
  editor = `http://localhost:${port}${EDITOR_NEXT_PATH}`;
  await expect
    .poll(
      () =>
        fetch(editor).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  page = await phone.newPage();
});

test.afterAll(async () => {
  // Its group: a build it started may be running, writing into the copy.
  if (cms?.pid && cms.exitCode === null) {
    const exited = once(cms, "exit");
    process.kill(-cms.pid, "SIGTERM");
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

/** Opens an entry as the owner does: the list of everything, its collection, its name. */
async function open(collection: string, entry: string) {
  await page.goto(`${editor}#/`);
  await page.getByRole("link", { name: new RegExp(`^${collection} \\d+$`) }).tap();
  await page.getByRole("link", { name: entry, exact: true }).tap();
  await expect(page.getByRole("button", { name: words.publish, exact: true })).toBeEnabled();
}

const publish = () => page.getByRole("button", { name: words.publish, exact: true }).tap();

/** The refusal as the owner reads it: in the notice, with none of the developer's words or the parser's. */
async function refused(expected: string) {
  const notice = page.getByRole("status").filter({ hasText: words.fixFirst });
  await expect(notice.getByRole("listitem").filter({ hasText: expected })).toBeVisible();
  const said = await notice.innerText();
  expect(said).not.toMatch(/content\/|\.json|\.md\b|items\.\d|Invalid|Expected/);
  expect(developerWordsIn(said)).toEqual([]);
}

test("an empty Why choose reason is refused in the owner's words beside it, and nothing is written", async () => {
  const file = contentFile("pages/services.json");
  const before = readFileSync(file, "utf8");
  const item = readPage("services").whyChoose.items.length + 1;
  await open("Page text", "Services page");
  const whyChoose = page.locator('[data-field="whyChoose"]');
  await whyChoose.locator("summary").tap();
  await whyChoose.getByRole("button", { name: /^＋ Add a / }).tap();
  await publish();
  const problem = `Services page → Why choose → item ${item}: Icon is empty`;
  await refused(problem);
  await expect(whyChoose.getByRole("alert").filter({ hasText: problem })).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("a suburb page given another's name is refused, and nothing is written", async () => {
  const file = contentFile(`suburbs/${spareSuburb.slug}.json`);
  const before = readFileSync(file, "utf8");
  await open(folders.suburbs.editor.label, spareSuburb.name);
  await page.getByLabel("Name", { exact: true }).fill(oneSuburb.name);
  await publish();
  await refused(`another suburb page is already called "${oneSuburb.name}"`);
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("a dead link, code and the phone number written out in a post are refused beside its text, nothing written; {phone} typed instead is published as typed", async () => {
  test.setTimeout(240_000);
  const file = contentFile(`blog/${post.slug}.md`);
  const before = readFileSync(file, "utf8");
  await open(folders.posts.editor.label, post.title);
  const text = page.getByLabel("Post", { exact: true });
  const beside = page.locator('[data-field="body"]').getByRole("alert");
  await text.tap();
  await text.press("ControlOrMeta+End");
  const typed = `\n\nSee [our price list](/price-list). <script>alert('post')</script> Call ${business.phone.display}.`;
  await page.keyboard.insertText(typed);
  await publish();
  for (const problem of [
    "the link to /price-list leads to no page of the site",
    "<script> is code, and the site never runs code from a post: remove it",
    "Post writes out the phone number: write {phone} instead, so a new number reaches this page too",
  ]) {
    await refused(problem);
    await expect(beside.filter({ hasText: problem })).toBeVisible();
  }
  expect(readFileSync(file, "utf8")).toBe(before);

  await text.tap();
  await text.press("ControlOrMeta+End");
  for (let typedOut = 0; typedOut < typed.length; typedOut++) await text.press("Backspace");
  await page.keyboard.insertText("\n\nQuestions? Call {phone}.");
  await publish();
  await expect(page.getByText(words.published)).toBeVisible({ timeout: 15_000 });
  expect(readFileSync(file, "utf8")).toBe(`${before}\n\nQuestions? Call {phone}.\n`);
});

test("a post given a new address twice: each old address goes to Moved pages without the owner typing it", async () => {
  const address = page.getByLabel(postWords.addressLabel, { exact: true });
  await open(folders.posts.editor.label, renamed.title);
  for (const [from, to] of [
    [renamed.slug, renamed.slugs[0]],
    [renamed.slugs[0], renamed.slugs[1]],
  ] as const) {
    await address.fill(to);
    await publish();
    await expect(page.getByText(postWords.oldAddressSendsOn(postPath(from), postPath(to)))).toBeVisible({ timeout: 15_000 });
  }
  expect(readFileSync(contentFile(`blog/${renamed.slug}.md`), "utf8")).toContain(`\nslug: ${renamed.slugs[1]}\n`);
  expect(movedPages()).toContainEqual({ address: postPath(renamed.slugs[0]), link: postPath(renamed.slugs[1]) });
});

/** How the site answers an address: its status, and where a redirect sends. */
const answer = async (path: string) => {
  const response = await fetch(site + path, { redirect: "manual" }).catch(() => undefined);
  const location = response?.headers.get("location");
  return { status: response?.status, to: location && new URL(location, site).pathname };
};
const movedPages = () => (JSON.parse(readFileSync(contentFile("moved-pages.json"), "utf8")) as { items: unknown[] }).items;

// One rebuild takes the publishes above (`npm run cms` builds again after the last change, as a host
// does); each outcome is awaited in turn, since a build under way when a later publish lands leaves it to the next.
test("the rebuilt site has each change published: {phone} filled in the post, both old addresses of the renamed post sending visitors on", async () => {
  test.setTimeout(240_000);
  const [middle, now] = [postPath(renamed.slugs[0]), postPath(renamed.slugs[1])];
  await expect.poll(() => answer(now), REBUILT).toEqual({ status: 200, to: null });
  for (const old of [postPath(renamed.slug), middle]) expect(await answer(old)).toEqual({ status: 301, to: now });
  await expect.poll(() => served(postPath(post.slug)), REBUILT).toContain(`Questions? Call ${business.phone.display}.`);
  expect(await served(postPath(post.slug))).not.toContain("{phone}");
});

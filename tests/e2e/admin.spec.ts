/**
 * The owner's editor at /admin, driven as the owner drives it: Decap's real UI in Chromium against
 * its local backend (decap-server), which writes into a temporary copy of the project. The copy is
 * then rebuilt and served, and the edits must show where visitors see them; a hand-broken file must
 * stop the build with a message naming the file and the field.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { business } from "#app/content/business.ts";
import { australianPhoneMessage } from "#app/content/phone.ts";
import { siteCopy } from "#app/content/site-copy.ts";
import { paths } from "#app/paths.ts";
import { canonicalPaths } from "#app/route-table.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { freePort } from "../../scripts/free-port.ts";
import { localBackendUrl, startLocalBackend } from "../../scripts/local-backend.ts";
import { copyOfSite } from "../../scripts/site-copy.ts";
import { expect, test } from "./fixtures.ts";

/** The one phone field; the number a tap on Call dials follows it. */
const newPhone = { display: "0400 111 222", e164: "+61400111222" };
const stormMessage = "Cyclone Alfred has crossed the coast: we're taking storm calls {emergency} tonight.";
const review = {
  text: "They took down a split camphor laurel over our shed the morning after the storm and left the yard spotless.",
  author: "Dana W.",
  location: "Buderim",
};

let copy: string;
let backend: ChildProcess;
let backendPort: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  copy = copyOfSite("admin-e2e");
  backendPort = await freePort();
  backend = startLocalBackend(copy, backendPort, "ignore");
  await expect
    .poll(() =>
      fetch(localBackendUrl(backendPort), { method: "POST", body: "{}" }).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBeGreaterThan(0);
});

test.afterAll(() => {
  backend?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const readJson = (file: string) => JSON.parse(readFileSync(join(copy, file), "utf8"));

/** Builds the copy as the host does on each commit: `npm run build`, its output and its exit status. */
const buildCopy = () => spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });

test("the owner changes the phone, switches the storm notice on and adds a testimonial in the editor; a rebuild shows them", async ({
  page,
}) => {
  test.setTimeout(240_000);
  /** As a person retypes a field: select what is there, type over it (Decap's inputs keep their own state). */
  const retype = async (name: string, value: string) => {
    const box = page.getByRole("textbox", { name, exact: true });
    await box.click();
    await box.press("ControlOrMeta+a");
    await box.press("Backspace");
    await expect(box).toHaveValue("");
    await box.pressSequentially(value);
    await expect(box).toHaveValue(value);
  };
  const publish = async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  };

  await page.goto(
    `${paths.admin}?local-backend=${encodeURIComponent(localBackendUrl(backendPort))}#/collections/settings/entries/business`,
  );
  await page.getByRole("button", { name: "Login" }).click();

  // A phone that is not a phone number is refused in the editor, with the build's own words, and nothing is written.
  await retype("Phone number", "call us anytime");
  await publish();
  await expect(page.getByText(australianPhoneMessage)).toBeVisible();
  expect(readJson("content/business.json").phone).toEqual(business.phone.display);

  await retype("Phone number", newPhone.display);
  await publish();
  await expect.poll(() => readJson("content/business.json").phone).toEqual(newPhone.display);

  // Through the editor's own links, as the owner goes (after a save, a jump by URL alone lets
  // Decap 3.16 write the next file's fields into the previous file).
  await page.getByRole("link", { name: /Writing in Business and storm notice collection/ }).click();
  await page.getByRole("link", { name: "Storm notice", exact: true }).click();
  await page.getByRole("switch", { name: "Show the storm notice" }).click();
  await retype("Message", stormMessage);
  await publish();
  await expect.poll(() => readJson("content/storm-notice.json")).toMatchObject({ show: true, message: stormMessage });

  await page.getByRole("link", { name: /Writing in Business and storm notice collection/ }).click();
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  await page.getByRole("link", { name: "Create entry of type Testimonial" }).click();
  await retype("What the customer said", review.text);
  await retype("Name", review.author);
  await page.getByRole("spinbutton", { name: "Stars" }).pressSequentially("5");
  await retype("Suburb", review.location);
  await page.getByRole("button", { name: "Set date to now" }).click();
  await publish();
  const added = () => readdirSync(join(copy, "content", "testimonials")).filter((name) => name.includes("dana-w"));
  await expect.poll(added).toHaveLength(1);
  expect(readJson(`content/testimonials/${added()[0]}`)).toMatchObject({
    ...review,
    rating: 5,
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });

  // The host's rebuild, then the site as visitors get it.
  const build = buildCopy();
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  const { server } = createSiteServer({ root: join(copy, "build", "client"), outboxPath: join(copy, "outbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const filledMessage = stormMessage.replace("{emergency}", business.emergency);
    // Every page as served: the notice's band with its message, the new number and not the old one.
    for (const path of canonicalPaths) {
      const html = (await (await fetch(site + path)).text()).replaceAll("&#x27;", "'");
      expect(html, path).toContain(`aria-label="${siteCopy.stormNotice.label}"`);
      expect(html, path).toContain(filledMessage);
      expect(html, path).toContain(`href="tel:${newPhone.e164}"`);
      expect(html, path).not.toContain(business.phone.display);
      expect(html, path).not.toContain(business.phone.e164);
    }
    // And as a visitor sees the home page: the band under the header, the number in header and footer.
    await page.goto(site + paths.home);
    await expect(page.getByRole("complementary", { name: siteCopy.stormNotice.label })).toContainText(filledMessage);
    await expect(
      page
        .locator("header")
        .getByRole("link", { name: new RegExp(newPhone.display) })
        .first(),
    ).toHaveAttribute("href", `tel:${newPhone.e164}`);
    await expect(page.locator("footer")).toContainText(newPhone.display);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join("\n")).toContain(`"telephone":"${newPhone.e164}"`);
    await page.goto(site + paths.testimonials);
    await expect(page.locator("main")).toContainText(review.text);
    await expect(page.locator("main")).toContainText(review.author);
  } finally {
    server.close();
  }
});

test("a hand-broken content file stops the build with the file, the field and what was expected", () => {
  const file = join(copy, "content", "business.json");
  const facts = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, JSON.stringify({ ...facts, phone: "call us", quoteReplyHours: "a day" }, null, 2));
  const build = buildCopy();
  expect(build.status).not.toBe(0);
  const output = build.stdout + build.stderr;
  expect(output).toContain("content/business.json does not fit:");
  expect(output).toContain(`phone: ${australianPhoneMessage}`);
  expect(output).toMatch(/quoteReplyHours: .*number/);
});

test("the editor is its own page: noindex, its own security policy, kept out of robots, the sitemap and every public page", async ({
  request,
}) => {
  const editorPage = await request.get(paths.admin);
  expect(editorPage.status()).toBe(200);
  const html = await editorPage.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'unsafe-eval'/);
  expect((await request.get("/admin/config.yml")).status()).toBe(200);

  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  for (const path of canonicalPaths) {
    const page = await (await request.get(path)).text();
    expect(page, path).not.toMatch(/\/admin|decap/i);
    expect(page, path).not.toContain("unsafe-eval");
  }
});

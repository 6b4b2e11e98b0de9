import { expect, menuButton, mobileMenu, phoneViewport, test, type Page } from "./fixtures.ts";
import { business } from "#app/content/business.ts";
import { mainMenu } from "#app/content/page-registry.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { paths, postPath, suburbCanonicalPath } from "#app/site/paths.ts";
import { posts } from "#app/content/blog/posts.server.ts";
import { titleCaseSegment } from "#app/seo/breadcrumb-trail.ts";

const menuLabels = ["Home", "Services", "About", "Areas Served", "Blog", "Storm Cleanup", "Testimonials", "Contact"];
const menuHrefs = ["/", "/services", "/about", "/areas", paths.article, "/storm-cleanup", "/testimonials", "/contact"];
/** The post the menu's Blog entry leads to, and its name in a breadcrumb, as the owner's file says them. */
const article = posts.find((post) => postPath(post.slug) === paths.article)!;
const articleCrumb = article.breadcrumb ?? titleCaseSegment(article.slug);

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("header navigation", () => {
  test("lists the eight entries in the specification's order with their hrefs", async ({ page }) => {
    await page.goto("/");
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(menuLabels);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(menuHrefs);
    expect(mainMenu.map((entry) => entry.href)).toEqual(menuHrefs);
  });

  for (const [path, current] of [
    ["/", "Home"],
    ["/services", "Services"],
    [paths.article, "Blog"],
    ["/storm-damage", "Storm Cleanup"],
    ["/contact", "Contact"],
  ] as const) {
    test(`highlights ${current} on ${path}, and only it`, async ({ page }) => {
      await page.goto(path);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText([current]);
    });
  }

  test("logo links home", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("banner").getByRole("link", { name: business.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(["Home"]);
  });

  test("call button dials the business on desktop", async ({ page }) => {
    await page.goto("/about");
    const call = page.getByRole("banner").getByRole("link", { name: `Call ${business.phone.display}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${business.phone.e164}`);
  });
});

test.describe("mobile menu at 390x844", () => {
  test.use({ viewport: phoneViewport });

  test("call button is visible on a phone", async ({ page }) => {
    await page.goto("/");
    const call = page.getByRole("banner").getByRole("link", { name: `Call ${business.phone.display}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${business.phone.e164}`);
    await expect(mainNav(page)).toBeHidden();
  });

  test("the menu button and every menu entry are at least 44 px tall tap targets", async ({ page }) => {
    await page.goto("/services");
    await menuButton(page).click();
    const targets = [menuButton(page), ...(await mobileMenu(page).getByRole("link").all())];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height), (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });
});

const trail = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

test.describe("breadcrumbs", () => {
  test("follow the path on a nested route, with pages linked and the last item current", async ({ page }) => {
    await page.goto(paths.article);
    await expect(trail(page).getByRole("listitem")).toHaveText(["Home", "Blog", articleCrumb]);
    await expect(trail(page).getByRole("link")).toHaveText(["Home", "Blog"]);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(articleCrumb);
  });

  test("name a suburb by its name", async ({ page }) => {
    const [suburb] = suburbs;
    await page.goto(suburbCanonicalPath(suburb!.slug));
    await expect(trail(page).getByRole("listitem")).toHaveText(["Home", "Locations", suburb!.name]);
  });

  test("are absent on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(trail(page)).toHaveCount(0);
  });
});

test("footer has the blurb, the quick links, the contact details and the copyright", async ({ page }) => {
  await page.goto("/areas");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(siteCopy.footer.blurb);
  await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveText(menuLabels);
  await expect(footer.getByRole("link", { name: business.phone.display })).toHaveAttribute("href", `tel:${business.phone.e164}`);
  await expect(footer).toContainText(siteCopy.footer.quotesLine);
  await expect(footer).toContainText(`${business.region} ${business.address.region}`);
  await expect(footer).toContainText(`© ${business.foundingCopyright}`);
  await expect(footer).toContainText("All rights reserved");
});

test.describe("not-found page", () => {
  test("answers 404 with the page, not to be indexed, logging the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes("/no-such-page/here"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a link from far down a page opens the next page at its top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: siteCopy.skipLink }), "keyboard focus starts again at the top").toBeFocused();
});

test("skip link is the first stop for the keyboard and jumps to the main content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: siteCopy.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

/**
 * Pages are documents: on every page kind, at phone size, the menu, the FAQ and the call links work
 * at first paint, the same with JavaScript disabled as with it enabled.
 */
import {
  expect,
  test,
  accessibleExpanded,
  isHarnessMessage,
  menuButton,
  MENU_BUTTON,
  mobileMenu,
  phoneViewport,
  checkFaqBehaviour,
  sectionByHeading,
  type Page,
} from "./fixtures.ts";
import type { ConsoleMessage } from "@playwright/test";
import { telHref } from "#app/content/business.ts";
import { mainMenu } from "#app/content/page-registry.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import type { FaqItem } from "#app/content/model/blocks.ts";
import { paths } from "#app/site/paths.ts";
import { faqPages, suburbPagePath } from "./page-kinds.ts";

/**
 * Every page kind with scripts off; with them on, the kinds whose scripts do something besides the
 * shared ones (home's lazy testimonials, the quote form, the not-found log) and those with an FAQ:
 * the menu and the FAQ are native HTML, the same on every page of a kind.
 */
const faqOf = (path: string) => faqPages.find((page) => page.path === path)?.faq;
const pageKinds: { path: string; status?: number; faq?: { heading: string; items: FaqItem[] }; scripted?: true }[] = [
  { path: paths.home, faq: faqOf(paths.home), scripted: true },
  { path: paths.services, faq: faqOf(paths.services) },
  { path: paths.about },
  { path: paths.areas },
  { path: paths.testimonials },
  { path: paths.blog },
  { path: paths.article },
  { path: paths.councilArticle },
  { path: paths.storm, faq: faqOf(paths.storm) },
  { path: suburbPagePath, faq: faqOf(suburbPagePath) },
  { path: paths.privacy },
  { path: paths.contact, scripted: true },
  { path: "/no-such-page", status: 404, scripted: true },
];

const isOpen = (page: Page) => mobileMenu(page).evaluate((menu) => menu.matches(":popover-open"));

/**
 * Console errors and uncaught exceptions, except what the not-found page must produce: its own
 * 404 status and its log of the unknown path.
 */
function watchConsole(page: Page, expectedStatus: number) {
  const found: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (isHarnessMessage(message.text())) return;
    if (message.text().startsWith(siteCopy.notFound.consoleMessage)) return;
    if (expectedStatus === 404 && message.location().url === page.url() && message.text().includes("status of 404")) return;
    found.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => found.push(`pageerror: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  const stop = () => {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  };
  return { found, stop };
}

/** The menu's state for assistive technology, Escape, a tap outside, and an entry that navigates. */
async function checkMenuBehaviour(page: Page, path: string) {
  expect(await accessibleExpanded(page, MENU_BUTTON)).toBe(false);
  await menuButton(page).click();
  expect(await accessibleExpanded(page, MENU_BUTTON)).toBe(true);
  await menuButton(page).click();
  expect(await accessibleExpanded(page, MENU_BUTTON)).toBe(false);

  // Escape closes it and gives focus back to the button; so does a tap outside it.
  await menuButton(page).click();
  await page.keyboard.press("Tab");
  await expect(mobileMenu(page).getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(mobileMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await menuButton(page).click();
  await page.mouse.click(phoneViewport.width / 2, phoneViewport.height - 40);
  expect(await isOpen(page)).toBe(false);

  // An entry navigates, and the new page starts with its menu closed and its entry current.
  const target = mainMenu.find((entry) => entry.href !== path && entry.href !== paths.home)!;
  await menuButton(page).click();
  await mobileMenu(page).getByRole("link", { name: target.label }).click();
  await expect(page).toHaveURL(new RegExp(`${target.href}$`));
  await expect(mobileMenu(page)).toBeHidden();
  await expect(mobileMenu(page).locator('[aria-current="page"]')).toHaveText([target.label]);
}

// One test per setting, one step per page kind: the same journey on each, in one browser context.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "enabled" : "disabled"}, at 390x844`, () => {
    test.use({ javaScriptEnabled, viewport: phoneViewport });

    const kinds = pageKinds.filter((kind) => !javaScriptEnabled || kind.scripted || kind.faq);
    const which = javaScriptEnabled ? "each page kind with scripts of its own or an FAQ" : "every page kind";
    test(`${which}: the menu, the FAQ where there is one, and the call links work`, async ({ page }) => {
      for (const { path, status = 200, faq } of kinds) {
        await test.step(`${path}: the menu, ${faq ? "the FAQ, " : ""}and the call links work`, async () => {
          const problems = watchConsole(page, status);
          const response = await page.goto(path);
          expect(response?.status()).toBe(status);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(
            phoneViewport.width,
          );

          // The menu is the same header on every page: on every kind it opens and closes with its
          // button; its keyboard, tap-outside and navigation behaviour is checked on the home page.
          await expect(mobileMenu(page)).toBeHidden();
          await menuButton(page).click();
          await expect(mobileMenu(page).getByRole("link")).toHaveText(mainMenu.map((entry) => entry.label));
          await menuButton(page).click();
          await expect(mobileMenu(page)).toBeHidden();

          // Every call link dials the business.
          const calls = page.locator('a[href^="tel:"]');
          expect(await calls.count()).toBeGreaterThan(0);
          for (const href of await calls.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toBe(telHref);

          if (faq) await checkFaqBehaviour(sectionByHeading(page, faq.heading), faq.items);

          if (path === paths.home) await checkMenuBehaviour(page, path);
          problems.stop();
          expect(problems.found).toEqual([]);
        });
      }
    });
  });
}

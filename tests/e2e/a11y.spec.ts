/** Accessibility and a clean console: axe on every page at both sizes, the keyboard, motion. */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./test.ts";
import { canonicalPaths, pageRoutes } from "../../app/route-table.ts";

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.name} size`, () => {
    test.use({ viewport });
    for (const path of [...canonicalPaths, "/no-such-page"]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("axe finds no violation with the mobile menu open, an FAQ open and the form's errors showing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/services");
  await page.locator('button[aria-controls="mobile-menu"]').click();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.locator("button[aria-expanded]").filter({ hasNotText: "Menu" }).first().click();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

/** Presses Tab until the target has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("keyboard only", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reaches the skip link, the menu, an FAQ answer and the quote form's submit button", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

    const menuButton = page.locator('button[aria-controls="mobile-menu"]');
    await tabTo(page, menuButton, 5);
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menuButton).toBeFocused();

    const firstQuestion = page.locator("main button[aria-expanded]").first();
    await tabTo(page, firstQuestion);
    await page.keyboard.press("Enter");
    await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await firstQuestion.getAttribute("aria-controls")}`)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");

    await page.goto("/contact");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // skip link
    await tabTo(page, page.getByRole("button", { name: "Send Quote Request" }), 40);
  });

  test("focus is always visible, from the header through the form to the footer", async ({ page }) => {
    await page.goto("/contact");
    const stops = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea")].filter(
          (element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.checkVisibility(),
        ).length,
    );
    expect(stops).toBeGreaterThan(20);
    for (let presses = 0; presses < stops; presses++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { tag: element.tagName, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.outline, `${outline.tag} has no focus outline`).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("turns off transitions, animation and smooth scrolling", async ({ page }) => {
    await page.goto("/");
    const chevron = page.locator("main button[aria-expanded] svg").first();
    const duration = await chevron.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(duration).toBeLessThan(0.001);
    const placeholder = page.locator('[data-testid="testimonials-placeholder"] li').first();
    if (await placeholder.count()) {
      expect(await placeholder.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration))).toBeLessThan(0.001);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});

test("without a reduced-motion preference the page glides to in-page targets", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
});

test("no page logs an error or a warning while it loads and hydrates", async ({ page }) => {
  test.setTimeout(120_000);
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`${page.url()}: ${error.message}`));
  for (const route of pageRoutes) {
    await page.goto(route.path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(messages).toEqual([]);
});

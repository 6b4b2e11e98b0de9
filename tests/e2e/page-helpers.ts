/** Helpers for pages.spec.ts: locating page sections the way a visitor does, and shared checks. */
import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./test.ts";
import type { AreaLink, FaqItem, Reason, ServiceCard } from "../../app/content/types.ts";

/** Opens a path and waits for hydration. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForHydration(page);
}

export const main = (page: Page) => page.getByRole("main");

/** A page band, found by its heading: every band is a region labelled by its heading. */
export const sectionByHeading = (page: Page, heading: string) =>
  main(page).getByRole("region", { name: heading, exact: true });

/** The hero band: the section of the main content that holds the page's h1. */
export const heroOf = (page: Page) =>
  main(page).locator("section").filter({ has: page.getByRole("heading", { level: 1 }) }).first();

/** The direct items of the first list in a scope (nested lists are not counted). */
export const topListItems = (scope: Locator) => scope.getByRole("list").first().locator(":scope > li");

/** A link with the given href, checked to be visible. */
export async function expectLinkTo(scope: Locator, href: string) {
  const links = scope.locator(`a[href="${href}"]`);
  await expect(links.first(), `a visible link to ${href}`).toBeVisible();
}

/** A visible click-to-call link in the scope. */
export async function expectCallLink(scope: Locator, telHref: string) {
  const call = scope.locator('a[href^="tel:"]');
  await expect(call.first(), "a visible tel: link").toBeVisible();
  await expect(call.first()).toHaveAttribute("href", telHref);
}

/** Exactly these service cards, in order: each an article with an h3 title and its feature list. */
export async function expectServiceCards(scope: Locator, cards: readonly ServiceCard[]) {
  const articles = scope.getByRole("article");
  await expect(articles).toHaveCount(cards.length);
  for (const [index, card] of cards.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(article.getByText(card.description, { exact: true })).toBeVisible();
    const features = article.getByRole("list").getByRole("listitem");
    await expect(features).toHaveText(card.features);
  }
}

/** A "why choose" style list: one list item per reason, each with its h3 title and description. */
export async function expectReasonList(scope: Locator, reasons: readonly Reason[]) {
  const items = topListItems(scope);
  await expect(items).toHaveCount(reasons.length);
  for (const [index, reason] of reasons.entries()) {
    await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(reason.title);
    await expect(items.nth(index)).toContainText(reason.description);
  }
}

/** The areas grid: exactly these links, in order, with these targets. */
export async function expectAreaLinks(scope: Locator, links: readonly AreaLink[]) {
  const anchors = scope.getByRole("link");
  await expect(anchors).toHaveText(links.map((link) => link.name));
  for (const [index, link] of links.entries()) {
    await expect(anchors.nth(index)).toHaveAttribute("href", link.link);
  }
}

/** The FAQ's questions, one button each, in order. */
export async function expectFaqQuestions(scope: Locator, items: readonly FaqItem[]) {
  const buttons = scope.getByRole("button");
  await expect(buttons).toHaveText(items.map((item) => item.question));
}

/** The answer panel a FAQ button controls, checked to be labelled by that button. */
async function answerPanel(page: Page, button: Locator) {
  const buttonId = await button.getAttribute("id");
  const panelId = await button.getAttribute("aria-controls");
  expect(buttonId, "FAQ button has an id").toBeTruthy();
  expect(panelId, "FAQ button has aria-controls").toBeTruthy();
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute("aria-labelledby", buttonId!);
  return panel;
}

/**
 * Spec section 4: every item starts closed; opening one shows its answer region; opening another
 * closes the first; pressing the open one again closes it.
 */
export async function checkFaqBehaviour(page: Page, scope: Locator, items: readonly FaqItem[]) {
  const buttons = scope.getByRole("button");
  await expect(buttons).toHaveCount(items.length);
  const panels: Locator[] = [];
  for (const [index, item] of items.entries()) {
    const button = buttons.nth(index);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = await answerPanel(page, button);
    await expect(panel).toBeHidden();
    await expect(panel).toHaveText(item.answer);
    panels.push(panel);
  }
  // The answer region's accessible name is its question (aria-labelledby → button).
  const answerRegion = (index: number) => scope.getByRole("region", { name: items[index]!.question, exact: true });
  await expect(answerRegion(0)).toHaveCount(0);

  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(panels[0]!).toBeVisible();
  await expect(answerRegion(0)).toBeVisible();
  await expect(answerRegion(0)).toHaveText(items[0]!.answer);
  for (let index = 1; index < items.length; index += 1) {
    await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", "false");
    await expect(panels[index]!).toBeHidden();
  }

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(panels[1]!).toBeVisible();
  await expect(answerRegion(1)).toBeVisible();
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(panels[0]!).toBeHidden();

  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  await expect(panels[1]!).toBeHidden();
  for (let index = 0; index < items.length; index += 1) {
    await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", "false");
  }
}

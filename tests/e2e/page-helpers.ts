/** Helpers for pages.spec.ts: locating page sections the way a visitor does, and shared checks. */
import { expect, type Locator, type Page } from "@playwright/test";
import type { AreaLink, FaqItem, Reason, ServiceCard } from "../../app/content/types.ts";

/** Opens a path, checking that it is served as a page. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
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

/** The FAQ's questions, one disclosure each, in order. */
export async function expectFaqQuestions(scope: Locator, items: readonly FaqItem[]) {
  await expect(scope.locator("details > summary")).toHaveText(items.map((item) => item.question));
}

/**
 * Spec section 4: every item starts closed; opening one shows its answer; opening another closes
 * the first; pressing the open one again closes it. The items form one exclusive group of their own.
 */
export async function checkFaqBehaviour(scope: Locator, items: readonly FaqItem[]) {
  const details = scope.locator("details");
  const questions = details.locator(":scope > summary");
  const answerOf = (index: number) => details.nth(index).getByText(items[index]!.answer, { exact: true });
  await expect(details).toHaveCount(items.length);
  const names = await details.evaluateAll((all) => all.map((element) => element.getAttribute("name")));
  expect(new Set(names).size, "one group name for the list").toBe(1);
  expect(names[0], "a group name").toBeTruthy();
  expect(await scope.page().locator(`details[name="${names[0]}"]`).count(), "the group is this list alone").toBe(items.length);
  for (let index = 0; index < items.length; index += 1) {
    await expect(details.nth(index)).not.toHaveAttribute("open");
    await expect(answerOf(index)).toBeHidden();
  }

  await questions.nth(0).click();
  await expect(details.nth(0)).toHaveAttribute("open");
  await expect(answerOf(0)).toBeVisible();
  for (let index = 1; index < items.length; index += 1) await expect(details.nth(index)).not.toHaveAttribute("open");

  await questions.nth(1).click();
  await expect(details.nth(1)).toHaveAttribute("open");
  await expect(answerOf(1)).toBeVisible();
  await expect(details.nth(0)).not.toHaveAttribute("open");
  await expect(answerOf(0)).toBeHidden();

  await questions.nth(1).click();
  await expect(details.nth(1)).not.toHaveAttribute("open");
  await expect(answerOf(1)).toBeHidden();
  for (let index = 0; index < items.length; index += 1) await expect(details.nth(index)).not.toHaveAttribute("open");
}

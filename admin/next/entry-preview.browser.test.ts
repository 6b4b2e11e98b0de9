/**
 * Each collection's preview in Chromium: drawn with the site's own components from the form as it is
 * now, unsaved (typed, or kept on this phone), with the content check's refusals beside it; nothing
 * is published.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { placeholderValues } from "#app/content/business.ts";
import { fillAll } from "#app/content/placeholders.ts";
import type { ContentIndex } from "#app/content/entry-check.ts";
import facts from "../../scripts/fixtures/spec-content/business.json" with { type: "json" };
import catalogue from "../../scripts/fixtures/spec-content/catalogue.json" with { type: "json" };
import about from "../../scripts/fixtures/spec-content/pages/about.json" with { type: "json" };
import treeRemoval from "../../scripts/fixtures/spec-content/services/tree-removal.json" with { type: "json" };
import noosa from "../../scripts/fixtures/spec-content/suburbs/noosa.json" with { type: "json" };
import type { EntryRef } from "./editor-model.ts";
import { indexWith } from "./test-entries.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { memoryBackend } from "./memory-backend.ts";

const services = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: Record<string, unknown> }>("../../scripts/fixtures/spec-content/services/*.json", { eager: true }),
  ).map(([file, service]) => [file.split("/").pop()!.replace(".json", ""), service.default]),
);
const index = indexWith({
  catalogue: { services, reasons: catalogue.reasons },
  entries: { suburbs: [{ path: "content/suburbs/noosa.json", name: "Noosa" }] },
}) as ContentIndex;

const job = {
  title: "Storm-split gum made safe over a Coolum roof",
  suburb: "noosa",
  service: "tree-removal",
  month: "2026-11",
  story: "A split gum leant over the roof after the storm.",
  photos: [{ image: "/media/jobs/gum.jpg", alt: "The split gum", stage: "before" }],
};

const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const entryOf = (collection: string, path: string, label: string, fields: EntryRef["fields"] = []): EntryRef => ({
  collection,
  path,
  file: path.split("/").pop()!.replace(".json", ""),
  label,
  fields,
});

let root: Root;
const kept = keptChanges(localStorage);
beforeEach(() => localStorage.clear());
afterEach(() => root.unmount());

/** The entry's form over a repository holding `published`, with `unsaved` kept on this phone if given; the repository returned. */
function open(entry: EntryRef, published: unknown, unsaved?: unknown) {
  const repository = memoryBackend({ [entry.path]: text(published) });
  if (unsaved) kept.keep(entry.path, unsaved as Record<string, unknown>, text(published));
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(EntryScreen, { entry, backend: repository.backend, kept, index }));
  return repository;
}

const preview = () => page.getByRole("button", { name: words.preview }).click();
/** The preview's drawing: inert, so read from the page as it is drawn. */
const drawn = () => document.querySelector("[inert]");

describe("previews drawn from the unsaved form with the site's own components", () => {
  it("a service's card, as typed, with the check's refusal beside it when its title is emptied", async () => {
    const entry = entryOf("services", "content/services/tree-removal.json", "Tree Removal", [
      { name: "title", label: "Title", widget: "string" },
    ]);
    const repository = open(entry, treeRemoval);
    await page.getByLabelText("Title", { exact: true }).fill("Tree Removal Today");
    await preview();
    await expect.poll(() => drawn()?.querySelector("article h3")?.textContent, { timeout: 10_000 }).toBe("Tree Removal Today");
    expect(drawn()?.textContent).toContain(treeRemoval.features[0]);
    await page.getByRole("button", { name: words.hidePreview }).click();
    await page.getByLabelText("Title", { exact: true }).fill("");
    await preview();
    await expect.element(page.getByText(words.previewRefused)).toBeVisible();
    expect(repository.textOf(entry.path)).toBe(text(treeRemoval));
  });

  it("a job as the Our work page shows it: its title, its suburb and service by name, its photo with its stage", async () => {
    const entry = entryOf("jobs", "content/jobs/2026-11-gum.json", "Storm-split gum");
    const repository = open(entry, job, { ...job, title: "Gum made safe over a Noosa roof" });
    await preview();
    await expect.poll(() => drawn()?.querySelector("article h2")?.textContent, { timeout: 10_000 }).toBe("Gum made safe over a Noosa roof");
    expect(drawn()?.textContent).toContain(`${String(services["tree-removal"]!.title)} · Noosa · November 2026`);
    expect(drawn()?.querySelector("figure img[alt='The split gum']")?.getAttribute("src")).toBe("/media/jobs/gum.jpg");
    expect(drawn()?.querySelector("figcaption")?.textContent).toBe("Before");
    expect(repository.textOf(entry.path)).toBe(text(job));
  });

  it("a suburb page's top: its hero, its place, its service cards in its own words", async () => {
    const entry = entryOf("suburbs", "content/suburbs/noosa.json", "Noosa");
    const unsaved = { ...noosa, hero: { ...noosa.hero, heading: "Tree care in Noosa, today" }, postcode: "4567" };
    const repository = open(entry, noosa, unsaved);
    await preview();
    await expect.poll(() => drawn()?.querySelector("h1")?.textContent, { timeout: 10_000 }).toBe("Tree care in Noosa, today");
    expect(drawn()?.textContent).toContain(`${noosa.name} QLD 4567 · ${noosa.council}`);
    expect(drawn()?.querySelectorAll("article h3").length).toBe(noosa.services.items.length);
    expect(drawn()?.textContent).toContain(noosa.services.items[0]!.description);
    expect(repository.textOf(entry.path)).toBe(text(noosa));
  });

  it("the reasons to choose the business, as pages list them", async () => {
    const entry = entryOf("settings", "content/catalogue.json", "Reasons to choose you");
    const unsaved = { reasons: { ...catalogue.reasons, insured: { ...catalogue.reasons.insured, title: "Insured for $30 million" } } };
    const repository = open(entry, catalogue, unsaved);
    await preview();
    await expect.element(page.getByText("Insured for $30 million")).toBeVisible();
    expect(drawn()?.querySelectorAll("li").length).toBe(Object.keys(catalogue.reasons).length);
    expect(repository.textOf(entry.path)).toBe(text(catalogue));
  });

  it("the business facts in the header's call button and the footer", async () => {
    const entry = entryOf("settings", "content/business.json", "Business facts");
    const repository = open(entry, facts, { ...facts, phone: "0412 345 678", name: "Canopy Tree Care Co" });
    await preview();
    await expect
      .poll(() => drawn()?.querySelector("header a[href='tel:+61412345678']")?.getAttribute("aria-label"), { timeout: 10_000 })
      .toBe("Call 0412 345 678");
    expect(drawn()?.querySelector("footer")?.textContent).toContain("0412 345 678");
    expect(drawn()?.querySelector("footer")?.textContent).toContain("Canopy Tree Care Co");
    expect(drawn()?.querySelector("footer")?.textContent).not.toContain(facts.phone);
    expect(repository.textOf(entry.path)).toBe(text(facts));
  });

  it("a page's words: its opening band, its placeholders filled", async () => {
    const entry = entryOf("pages", "content/pages/about.json", "About page");
    const heading = "{years} years of the crew, today";
    const repository = open(entry, about, { ...about, hero: { ...about.hero, heading } });
    await preview();
    // Its placeholders filled as the build fills them.
    await expect
      .poll(() => drawn()?.querySelector("h1")?.textContent, { timeout: 10_000 })
      .toBe(heading.replace("{years}", placeholderValues.years!));
    expect(drawn()?.textContent).toContain(fillAll(about.hero.intro, placeholderValues));
    expect(drawn()?.textContent).not.toMatch(/\{\w+\}/);
    expect(repository.textOf(entry.path)).toBe(text(about));
  });

  it("the storm notice with the phone number as it is now, not as the editor was built: published since, then changed on this device", async () => {
    const entry = entryOf("settings", "content/storm-notice.json", "Storm notice");
    const notice = { show: true, message: "Storm damage? Call {phone} any time.", until: "" };
    const repository = memoryBackend({ [entry.path]: text(notice), "content/business.json": text({ ...facts, phone: "0499 111 222" }) });
    const draw = async () => {
      root?.unmount();
      document.body.replaceChildren(document.createElement("div"));
      root = createRoot(document.body.firstElementChild!);
      root.render(createElement(EntryScreen, { entry, backend: repository.backend, kept, index }));
      await preview();
    };
    // Published since the editor was built.
    await draw();
    await expect.poll(() => drawn()?.querySelector("aside")?.textContent, { timeout: 10_000 }).toContain("Call 0499 111 222 any time.");
    expect(drawn()?.querySelector("aside a[href^='tel:']")?.getAttribute("href")).toBe("tel:+61499111222");
    // Changed on this device and not yet published: that one.
    kept.keep("content/business.json", { ...facts, phone: "0412 345 678" }, text({ ...facts, phone: "0499 111 222" }));
    await draw();
    await expect.poll(() => drawn()?.querySelector("aside")?.textContent, { timeout: 10_000 }).toContain("Call 0412 345 678 any time.");
    expect(drawn()?.textContent).not.toContain(placeholderValues.phone);
  });
});

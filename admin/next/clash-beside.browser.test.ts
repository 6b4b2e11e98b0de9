/**
 * Where two changes meet, the question sits beside the field it is about, not only at the form's top;
 * and a file deleted elsewhere since the form was opened is merged as an empty one (asked about, never
 * a loop or a lost connection said).
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import facts from "../../scripts/fixtures/spec-content/business.json" with { type: "json" };
import type { EntryRef } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { memoryBackend } from "./memory-backend.ts";
import { homeOnlyIndex as index } from "./test-entries.ts";

const path = "content/business.json";
const entry: EntryRef = {
  collection: "settings",
  path,
  file: "business",
  label: "Business facts",
  fields: [
    { name: "name", label: "Business name", widget: "string" },
    { name: "phone", label: "Phone number", widget: "string" },
  ],
};
const text = (changes: Partial<typeof facts> = {}) => `${JSON.stringify({ ...facts, ...changes }, null, 2)}\n`;

let root: Root;
beforeEach(() => localStorage.clear());
afterEach(() => root.unmount());

function open() {
  const repository = memoryBackend({ [path]: text({ phone: "0491 570 156" }) });
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(EntryScreen, { entry, backend: repository.backend, kept: keptChanges(localStorage), index }));
  return repository;
}

const phoneBox = () => page.getByLabelText("Phone number", { exact: true });
const publish = () => page.getByRole("button", { name: words.publish, exact: true }).click();

describe("the question where two changes meet", () => {
  it("sits beside the field both changed, named at the top", async () => {
    const { files } = open();
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    files.set(path, text({ phone: "07 5444 1234" }));
    await publish();
    await expect.element(page.getByText(words.chooseBeside)).toBeVisible();
    const question = document.querySelector('[data-clash="phone"]');
    expect(question?.previousElementSibling?.getAttribute("data-field")).toBe("phone");
    expect(document.querySelector('[data-field="name"]')?.nextElementSibling?.hasAttribute("data-clash") ?? false).toBe(false);
    await page.getByRole("button", { name: `${words.keepYours}: 0412 345 678` }).click();
    expect(document.querySelector("[data-clash]")).toBeNull();
    await expect.element(page.getByText(words.chosen)).toBeVisible();
  });

  it("merges a file deleted elsewhere as an empty one: the changed field asks, against nothing, and nothing loops", async () => {
    const { files, textOf } = open();
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    files.delete(path);
    await publish();
    await expect.element(page.getByText(words.bothChanged)).toBeVisible();
    await expect.element(page.getByRole("button", { name: `${words.keepPublished}: ${words.empty}` })).toBeVisible();
    await expect.element(page.getByText(words.noConnection)).not.toBeInTheDocument();
    expect(textOf(path)).toBeNull();
  });

  it("publishes the owner's answers as a new file when the file was deleted elsewhere, asked once, not refused again and again", async () => {
    const notice = "content/storm-notice.json";
    const published = `${JSON.stringify({ show: false, message: "Storm season.", until: "" }, null, 2)}\n`;
    const repository = memoryBackend({ [notice]: published });
    const kept = keptChanges(localStorage);
    kept.keep(notice, { show: true, message: "Storm calls all weekend.", until: "" }, published);
    repository.files.delete(notice);
    const stormEntry: EntryRef = {
      collection: "settings",
      path: notice,
      file: "storm-notice",
      label: "Storm notice",
      fields: [
        { name: "show", label: "Show the storm notice", widget: "boolean" },
        { name: "message", label: "Message", widget: "string" },
      ],
    };
    document.body.replaceChildren(document.createElement("div"));
    root = createRoot(document.body.firstElementChild!);
    root.render(createElement(EntryScreen, { entry: stormEntry, backend: repository.backend, kept, index }));
    await expect.element(page.getByLabelText("Message", { exact: true })).toHaveValue("Storm calls all weekend.");
    await publish();
    await expect.element(page.getByText(words.bothChanged)).toBeVisible();
    await page.getByRole("button", { name: `${words.keepYours}: ${words.on}` }).click();
    await page.getByRole("button", { name: `${words.keepYours}: Storm calls all weekend.` }).click();
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(JSON.parse(repository.textOf(notice) ?? "null")).toEqual({ show: true, message: "Storm calls all weekend." });
  });
});

/**
 * A file changed by hand that is no longer valid JSON: its entry opens with no fields (empty ones would
 * not be what is published), only what happened; once the failed build offers the version last
 * published, a button puts it back, and the form opens on it.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import facts from "../../scripts/fixtures/spec-content/business.json" with { type: "json" };
import { brokenTitle } from "../editor/broken-entry-words.ts";
import type { Restorable } from "../editor/build-status.ts";
import { BuildsContext } from "./build-watch.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { memoryBackend } from "./memory-backend.ts";
import { BUSINESS_FACTS, homeOnlyIndex as index, phoneOnlyEntry } from "./test-entries.ts";

const path = BUSINESS_FACTS;
const entry = phoneOnlyEntry;
const published = `${JSON.stringify({ ...facts, phone: "0491 570 156" }, null, 2)}\n`;
const factsFile: Restorable = {
  file: path,
  entry: "Business facts",
  unreadable: true,
  publishedAt: "2026-11-29T15:42:00+10:00",
};

let root: Root;
beforeEach(() => localStorage.clear());
afterEach(() => root.unmount());

/** The entry opened over `backend`, with what the build offers to put back. */
function open(backend: ReturnType<typeof memoryBackend>, restorable: Restorable[], restored: string[]) {
  const restore = async (broken: Restorable) => {
    restored.push(broken.file);
    backend.files.set(broken.file, published); // as npm run cms writes the version last published
    return true;
  };
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(
    createElement(
      BuildsContext,
      { value: { restorable, restore, published: () => undefined } },
      createElement(EntryScreen, { entry, backend: backend.backend, kept: keptChanges(localStorage), index }),
    ),
  );
}

describe("an entry whose file was changed by hand and cannot be read", () => {
  it("shows no fields, says why, and publishes nothing", async () => {
    const repository = memoryBackend({ [path]: '{ "phone": "0491 570 156",, }' });
    open(repository, [], []);
    await expect.element(page.getByText(brokenTitle("Business facts"))).toBeVisible();
    await expect.element(page.getByText(/Ask whoever changed the file to mend it\.$/)).toBeVisible();
    await expect.element(page.getByLabelText("Phone number")).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: words.publish, exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: words.preview })).not.toBeInTheDocument();
    expect(repository.textOf(path)).toBe('{ "phone": "0491 570 156",, }');
  });

  it("puts back the version last published where the build offers it, and opens the form on it", async () => {
    const repository = memoryBackend({ [path]: "not json" });
    const restored: string[] = [];
    open(repository, [factsFile], restored);
    const putBack = page.getByRole("button", { name: /^Put back Business facts as published at 3:42 pm (today|on 29 November 2026)$/ });
    await expect.element(putBack).toBeVisible();
    await putBack.click();
    await expect.element(page.getByLabelText("Phone number", { exact: true })).toHaveValue("0491 570 156");
    await expect.element(page.getByText(brokenTitle("Business facts"))).not.toBeInTheDocument();
    expect(restored).toEqual([path]);
  });

  it("does not take the changes kept on this phone as published when the file was broken since: they stay kept", async () => {
    const repository = memoryBackend({ [path]: published });
    const kept = keptChanges(localStorage);
    kept.keep(path, { ...facts, phone: "0412 345 678" }, published);
    repository.files.set(path, "[broken");
    open(repository, [], []);
    await expect.element(page.getByLabelText("Phone number", { exact: true })).toHaveValue("0412 345 678");
    await page.getByRole("button", { name: words.publish, exact: true }).click();
    await expect.element(page.getByText(brokenTitle("Business facts"))).toBeVisible();
    await expect.element(page.getByText(words.noConnection)).not.toBeInTheDocument();
    expect(repository.textOf(path)).toBe("[broken");
    expect(kept.find(path)?.fields.phone).toBe("0412 345 678");
  });
});

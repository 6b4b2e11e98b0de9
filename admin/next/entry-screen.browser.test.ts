/**
 * An entry's form in Chromium, publishing through a backend that answers as the local one does
 * (./local-backend-client.test.ts holds the real one to it): a publish over a file changed elsewhere
 * keeps both changes, or asks where both changed the same field; one without a connection keeps the
 * owner's text, and the owner then publishes.
 * A publish whose answer was lost is the owner's own on the next Publish; a lost connection is said, and its return.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import facts from "../../scripts/fixtures/spec-content/business.json" with { type: "json" };
import type { ContentBackend } from "./content-backend.ts";
import { memoryBackend } from "./memory-backend.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import type { AfterPublish } from "./entry-form-start.ts";
import { keptChanges } from "./kept-changes.ts";
import { BUSINESS_FACTS, homeOnlyIndex as index, phoneOnlyEntry } from "./test-entries.ts";

const path = BUSINESS_FACTS;
const entry = phoneOnlyEntry;

const text = (phone: string, changes: Partial<typeof facts> = {}) => `${JSON.stringify({ ...facts, phone, ...changes }, null, 2)}\n`;
const phoneIn = (written: string | undefined) => (JSON.parse(written ?? "{}") as { phone?: string }).phone;
const emailIn = (written: string | undefined) => (JSON.parse(written ?? "{}") as { email?: string }).email;

/** The repository's one file, as a backend keeps it: written only over the version the form was filled from. */
const repository = () => memoryBackend({ [path]: text("0491 570 156") });

let root: Root;
const kept = keptChanges(localStorage);
beforeEach(() => localStorage.clear());
afterEach(() => root.unmount());

function open(backend: ContentBackend, afterPublish?: AfterPublish) {
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(EntryScreen, { entry, backend, kept, index, afterPublish }));
}

const phoneBox = () => page.getByLabelText("Phone number", { exact: true });
const publish = () => page.getByRole("button", { name: words.publish, exact: true }).click();

describe("publishing an entry's form", () => {
  it("keeps both changes when another tab published a different field (the email) since the form was opened", async () => {
    const { files, textOf, backend } = repository();
    open(backend);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    files.set(path, text("0491 570 156", { email: "office@canopytreecare.com.au" })); // published from another tab

    await publish();
    await expect.element(page.getByText(words.publishedWithTheirs)).toBeVisible();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("0412 345 678");
    expect(emailIn(textOf(path) ?? undefined)).toBe("office@canopytreecare.com.au");
    expect(kept.find(path)).toBeUndefined();
  });

  it("keeps both when changes kept on this phone meet a file published since from elsewhere (a different field)", async () => {
    const { files, textOf, backend } = repository();
    const opened = textOf(path)!;
    kept.keep(path, { ...JSON.parse(opened), phone: "0412 345 678" }, opened, new Date(Date.now() - 3_600_000));
    files.set(path, text("0491 570 156", { email: "office@canopytreecare.com.au" })); // published from another phone since
    open(backend);
    await expect.element(phoneBox()).toHaveValue("0412 345 678");

    await publish();
    await expect.element(page.getByText(words.publishedWithTheirs)).toBeVisible();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("0412 345 678");
    expect(emailIn(textOf(path) ?? undefined)).toBe("office@canopytreecare.com.au");
  });

  it("asks which to keep, showing both, where another tab published the same field: the owner's choice is published with the rest", async () => {
    const { files, textOf, backend } = repository();
    open(backend);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    files.set(path, text("07 5444 1234", { email: "office@canopytreecare.com.au" })); // published from another phone

    await publish();
    await expect.element(page.getByText(words.bothChanged)).toBeVisible();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("07 5444 1234");
    await expect.element(phoneBox()).toHaveValue("0412 345 678");
    await expect.element(page.getByRole("button", { name: words.publish, exact: true })).toBeDisabled();
    await expect.element(page.getByRole("button", { name: `${words.keepYours}: 0412 345 678` })).toBeVisible();
    await page.getByRole("button", { name: `${words.keepPublished}: 07 5444 1234` }).click();
    await expect.element(page.getByText(words.chosen)).toBeVisible();
    await expect.element(phoneBox()).toHaveValue("07 5444 1234");
    await phoneBox().fill("07 5444 1239");

    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("07 5444 1239");
    expect(emailIn(textOf(path) ?? undefined)).toBe("office@canopytreecare.com.au");
  });

  it("without a connection says the change is kept on this phone, and publishes it once connected", async () => {
    const { textOf, backend, disconnect } = repository();
    open(backend);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    disconnect(true);

    await publish();
    await expect.element(page.getByText(words.noConnection)).toBeVisible();
    expect(kept.find(path)?.fields.phone).toBe("0412 345 678");

    disconnect(false);
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("0412 345 678");
  });

  it("finds a publish whose answer was lost in the file at once, and says it as published, not as no connection", async () => {
    const { textOf, backend, loseAnswers } = repository();
    open(backend);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    loseAnswers(true);
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(document.body.textContent).not.toContain(words.noConnection);
    expect(kept.find(path)).toBeUndefined();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("0412 345 678");
  });

  it("leaves the publish to the one notice that follows it where it is watched: the form says nothing of its own", async () => {
    const { backend } = repository();
    const afterPublish = vi.fn<AfterPublish>();
    open(backend, afterPublish);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    const pressed = Date.now();
    await publish();
    await expect.poll(() => afterPublish.mock.calls.length).toBe(1);
    expect(afterPublish.mock.calls[0]![0]).toEqual([path]);
    expect(afterPublish.mock.calls[0]![1]).toBeGreaterThanOrEqual(pressed);
    await expect.element(page.getByRole("button", { name: words.publish, exact: true })).toBeEnabled();
    expect(document.body.textContent).not.toContain(words.published);
    expect(document.querySelector("[role=status], [role=alert]")).toBeNull();
  });

  it("recognises a publish whose answer was lost as the owner's own on the next Publish, even with more typed since", async () => {
    const { textOf, backend: answering, loseAnswers } = repository();
    // The connection gone with the answer: the file cannot be looked up either, until the next Publish.
    let lookUpFails = false;
    const backend: ContentBackend = {
      ...answering,
      read: (file) => (lookUpFails ? Promise.reject(new TypeError("Failed to fetch")) : answering.read(file)),
    };
    const losing = (lost: boolean) => {
      loseAnswers(lost);
      lookUpFails = lost;
    };
    open(backend);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    await phoneBox().fill("0412 345 678");
    losing(true);
    await publish();
    await expect.element(page.getByText(words.noConnection)).toBeVisible();
    losing(false);

    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    await expect.element(page.getByText(words.bothChanged)).not.toBeInTheDocument();
    expect(kept.find(path)).toBeUndefined();

    await phoneBox().fill("0412 345 679");
    losing(true);
    await publish();
    await expect.element(page.getByText(words.noConnection)).toBeVisible();
    losing(false);
    await phoneBox().fill("0412 345 670");
    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(phoneIn(textOf(path) ?? undefined)).toBe("0412 345 670");
  });

  it("says the changes are kept on this phone when the connection drops, and says when it is back", async () => {
    open(repository().backend);
    await expect.element(phoneBox()).toHaveValue("0491 570 156");
    dispatchEvent(new Event("offline"));
    await expect.element(page.getByText(words.connectionLost)).toBeVisible();
    dispatchEvent(new Event("online"));
    await expect.element(page.getByText(words.connectionBack)).toBeVisible();
    await expect.element(page.getByText(words.connectionLost)).not.toBeInTheDocument();
  });
});

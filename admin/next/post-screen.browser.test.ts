/**
 * A blog post's form in Chromium (./entry-screen.tsx with ./post-controls.tsx, ./post-text.tsx): its
 * text typed with the buttons and pasted, seen drawn as the site's article before it is published,
 * published as one file through a backend held in memory; a new address published with its Moved
 * pages line; code in the text and a new address for the menu's post refused beside their fields.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { ContentIndex } from "#app/content/entry-check.ts";
import fixture from "../../scripts/fixtures/spec-content/blog/arborists-vs-tree-loppers.md?raw";
import type { ContentBackend, FileChange } from "./content-backend.ts";
import type { EntryRef, Field } from "./editor-model.ts";
import { words } from "./editor-words.ts";
import { postWords } from "./post-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { memoryBackend } from "./memory-backend.ts";
import { postFormFields } from "./post-fields.ts";
import { indexWith } from "./test-entries.ts";

/** The post's fields as the editor's configuration gives them (scripts/build/admin-config.ts), the ones this test fills. */
const fields: Field[] = postFormFields([
  { name: "title", label: "Title", widget: "string" },
  { name: "description", label: "Description", widget: "text" },
  { name: "slug", label: "Slug", widget: "string" },
  { name: "published", label: "Published", widget: "date" },
  { name: "updated", label: "Updated", widget: "date" },
  { name: "author", label: "Author", widget: "string" },
  {
    name: "keywords",
    label: "Keywords",
    widget: "list",
    label_singular: "Keyword",
    field: { name: "keyword", label: "Keyword", widget: "string" },
  },
  { name: "section", label: "Section", widget: "string" },
  { name: "lede", label: "Standfirst", widget: "text", required: false },
  { name: "breadcrumb", label: "Name in the breadcrumb", widget: "string", required: false },
  { name: "body", label: "Post", widget: "markdown" },
]);

const slug = "how-to-tell-if-a-tree-is-dying";
const path = `content/blog/${slug}.md`;
const moved = "content/moved-pages.json";
const post = fixture.replace(/^slug: .*$/m, `slug: ${slug}`);
const entryOf = (at: string): EntryRef => ({
  collection: "blog",
  path: at,
  file: at.split("/").pop()!.replace(".md", ""),
  label: "Arborists vs Tree Loppers",
  fields,
});
const index = indexWith({
  addresses: ["/", "/blog", "/services"],
  entries: {
    posts: [
      { path, slug, name: "Arborists vs Tree Loppers" },
      { path: "content/blog/arborists-vs-tree-loppers.md", slug: "arborists-vs-tree-loppers", name: "Arborists vs Tree Loppers" },
    ],
  },
}) as ContentIndex;

/** The repository's post and Moved pages, and every publish asked of it. */
function repository(start: Record<string, string> = { [path]: post, [moved]: '{\n  "items": []\n}\n' }) {
  const memory = memoryBackend(start);
  const publishes: FileChange[][] = [];
  const backend: ContentBackend = {
    ...memory.backend,
    publishFiles: (changes, message) => {
      publishes.push(changes);
      return memory.backend.publishFiles(changes, message);
    },
  };
  return { ...memory, backend, publishes };
}

let root: Root;
const kept = keptChanges(localStorage);
beforeEach(() => localStorage.clear());
afterEach(() => root.unmount());

function open(backend: ContentBackend, at = path) {
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(createElement(EntryScreen, { entry: entryOf(at), backend, kept, index }));
}

const textBox = () => page.getByLabelText("Post", { exact: true });
const addressBox = () => page.getByLabelText(postWords.addressLabel, { exact: true });
const button = (name: string) => page.getByRole("button", { name, exact: true });
const publish = () => button(words.publish).click();
const textArea = () => textBox().element() as HTMLTextAreaElement;

describe("a blog post's form", () => {
  it("is typed with the buttons, seen as the site's article, and published as one file holding the typed text", async () => {
    const { backend, textOf, publishes } = repository();
    open(backend);
    await expect.element(textBox()).toHaveValue(expect.stringContaining("## What an arborist is"));
    await textBox().fill("Dead wood is the first sign.\n\nWhat to look for");
    await button(postWords.heading).click();
    await userEvent.type(textBox(), "\n\nBare branches");
    await button(postWords.list).click();
    await expect.element(textBox()).toHaveValue("Dead wood is the first sign.\n\n## What to look for\n\n- Bare branches");
    // The button acted where the cursor was, and left it there for more typing.
    expect(textArea().selectionStart).toBe(textArea().value.length);

    await button(words.preview).click();
    const preview = page.getByRole("region", { name: words.preview });
    await expect
      .element(preview.getByRole("heading", { level: 1, name: "Arborists vs Tree Loppers: Why Qualifications Matter" }))
      .toBeVisible();
    await expect.element(preview.getByRole("heading", { level: 2, name: "What to look for" })).toBeVisible();
    await expect.element(preview.getByRole("listitem").filter({ hasText: "Bare branches" })).toBeVisible();
    await expect.element(preview.getByText("By our Lead Arborist")).toBeVisible();
    expect(publishes).toEqual([]);
    await button(words.hidePreview).click();

    await publish();
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(publishes.map((changes) => changes.map((change) => change.path))).toEqual([[path]]);
    const written = textOf(path)!;
    expect(written.slice(0, written.indexOf("\n---\n"))).toBe(post.slice(0, post.indexOf("\n---\n")));
    expect(written.endsWith("\n---\n\nDead wood is the first sign.\n\n## What to look for\n\n- Bare branches\n")).toBe(true);
  });

  it("shows the address in plain words with the web address it makes; a new one publishes its Moved pages line with it", async () => {
    const { backend, textOf, publishes } = repository();
    open(backend);
    await expect.element(addressBox()).toHaveValue(slug);
    await expect.element(page.getByText(`/blog/${slug}`, { exact: true })).toBeVisible();
    await addressBox().fill("tree-dying-signs");
    await expect.element(page.getByText("/blog/tree-dying-signs", { exact: true })).toBeVisible();
    await publish();
    await expect
      .element(page.getByText(postWords.oldAddressSendsOn(`/blog/${slug}`, "/blog/tree-dying-signs"), { exact: false }))
      .toBeVisible();

    await addressBox().fill("is-my-tree-dying");
    await publish();
    await expect
      .element(page.getByText(postWords.oldAddressSendsOn("/blog/tree-dying-signs", "/blog/is-my-tree-dying"), { exact: false }))
      .toBeVisible();
    expect(publishes.map((changes) => changes.map((change) => change.path))).toEqual([[path], [path, moved]]);
    expect(JSON.parse(textOf(moved)!)).toEqual({ items: [{ address: "/blog/tree-dying-signs", link: "/blog/is-my-tree-dying" }] });
    expect(textOf(path)).toContain("\nslug: is-my-tree-dying\n");
  });

  it("refuses code in the text with the content check's words, beside the text, and publishes nothing", async () => {
    const { backend, publishes } = repository();
    open(backend);
    await expect.element(textBox()).toHaveValue(expect.stringContaining("## What an arborist is"));
    await textBox().fill(
      'Words.\n\n<script>alert("hi")</script>\n\n<a href="javascript:alert(1)" onclick="go()">Go</a>\n\n<iframe src="https://example.org/map"></iframe>',
    );
    await publish();
    const beside = page.getByRole("alert").filter({ hasText: "<script> is code, and the site never runs code from a post: remove it" });
    await expect.element(beside).toBeVisible();
    expect(document.querySelector('[data-field="body"]')?.textContent).toContain("onclick= in <a> is code");
    expect(document.querySelector('[data-field="body"]')?.textContent).toContain("a link to javascript: is code");
    expect(document.querySelector('[data-field="body"]')?.textContent).toContain("<iframe> is not shown on the site: remove it");
    expect(publishes).toEqual([]);
  });

  it("refuses a new address for the post the menu links to, in the check's words, beside the address", async () => {
    const at = "content/blog/arborists-vs-tree-loppers.md";
    const { backend, publishes } = repository({ [at]: fixture, [moved]: '{\n  "items": []\n}\n' });
    open(backend, at);
    await expect.element(addressBox()).toHaveValue("arborists-vs-tree-loppers");
    await addressBox().fill("tree-loppers");
    await publish();
    const beside = document.querySelector('[data-field="slug"]');
    await expect
      .element(page.getByText(/its address cannot change\. Put its address back to arborists-vs-tree-loppers\./).first())
      .toBeVisible();
    expect(beside?.textContent).toContain("is linked to by the site's menu (its Blog link) and the storm cleanup page");
    expect(beside?.textContent).not.toMatch(/slug/i);
    expect(publishes).toEqual([]);
  });

  it("refuses an address another post has, beside the address, and publishes nothing", async () => {
    const { backend, publishes } = repository();
    open(backend);
    await expect.element(addressBox()).toHaveValue(slug);
    await addressBox().fill("arborists-vs-tree-loppers");
    await publish();
    await expect.element(page.getByText(words.fixFirst)).toBeVisible();
    expect(document.querySelector('[data-field="slug"]')?.textContent).toContain(
      `its address (arborists-vs-tree-loppers) is already "Arborists vs Tree Loppers"'s: give this one its own`,
    );
    expect(publishes).toEqual([]);
  });

  it("keeps a pasted web page's words as Markdown, leaves its pictures out and says so beside the text", async () => {
    const { backend } = repository();
    open(backend);
    await expect.element(textBox()).toHaveValue(expect.stringContaining("## What an arborist is"));
    await textBox().fill("Before. ");
    const data = new DataTransfer();
    data.setData("text/html", '<h2>Signs</h2><p>Look for <b>dead wood</b>.<img src="https://example.org/a.jpg"></p>');
    data.setData("text/plain", "Signs Look for dead wood.");
    textArea().focus();
    textArea().setSelectionRange(8, 8);
    textArea().dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.element(textBox()).toHaveValue("Before. ## Signs\n\nLook for **dead wood**.");
    await expect.element(page.getByText(postWords.pastedWithoutPictures)).toBeVisible();
  });
});

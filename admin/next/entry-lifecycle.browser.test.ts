/**
 * An entry's life in the own editor, in Chromium, through the in-memory backend: a new testimonial
 * published as a new file named from its fields (refused when the name is taken, kept on the phone
 * across a reload before it is published); a suburb page deleted after a question, with its Moved
 * pages lines in the same publish, or refused with the names of what names it; Earlier versions listed
 * with what differs, one put back in the form and published only with Publish.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import business from "../../scripts/fixtures/spec-content/business.json" with { type: "json" };
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ContentBackend, FileChange } from "./content-backend.ts";
import type { Collection, EntryRef } from "./editor-model.ts";
import { indexWith } from "./test-entries.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { memoryBackend } from "./memory-backend.ts";
import { NewEntryScreen } from "./new-entry-screen.tsx";
import { newFormKey } from "./new-entry.ts";
import { postFieldsOfText } from "./post-entry-file.ts";
import postFixture from "../../scripts/fixtures/spec-content/blog/arborists-vs-tree-loppers.md?raw";

const testimonials: Collection = {
  name: "testimonials",
  label: "Testimonials",
  label_singular: "Testimonial",
  identifier_field: "author",
  folder: "content/testimonials",
  extension: "json",
  format: "json",
  slug: "{{fields.date}}-{{author}}",
  fields: [
    { name: "text", label: "What the customer said", widget: "text" },
    { name: "author", label: "Name", widget: "string" },
    { name: "rating", label: "Stars", widget: "number", value_type: "int", default: 5 },
    { name: "location", label: "Suburb", widget: "string" },
    { name: "date", label: "Date", widget: "string" },
  ],
};

const emptyIndex = () =>
  indexWith({ addresses: ["/", "/areas", "/blog", "/locations/noosa", "/tree-removal-noosa", "/tree-services-noosa", "/arborist-noosa"] });

let root: Root | undefined;
const kept = keptChanges(localStorage);
beforeEach(() => localStorage.clear());
afterEach(() => root?.unmount());

function render(element: ReturnType<typeof createElement>) {
  root?.unmount();
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(element);
}

/** The backend, with every publish it is asked for recorded. */
function recorded(start: Record<string, string>) {
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

const box = (label: string) => page.getByLabelText(label, { exact: true });
const press = (name: string) => page.getByRole("button", { name, exact: true }).click();

async function fillTestimonial(author: string) {
  await box("What the customer said").fill("They took the gum down without touching the fence.");
  await box("Name").fill(author);
  await box("Suburb").fill("Buderim");
  await box("Date").fill("2025-03-01");
}

const openNew = (backend: ContentBackend, index: ContentIndex, onAdded = vi.fn<(path: string) => void>()) => {
  render(createElement(NewEntryScreen, { collection: testimonials, backend, kept, index, onAdded }));
  return onAdded;
};

describe("adding a testimonial", () => {
  it("publishes a new file named from its date and name, as a new file (over nothing), and becomes that entry", async () => {
    const { backend, publishes, textOf } = recorded({});
    const onAdded = openNew(backend, emptyIndex());
    await expect.element(box("Stars")).toHaveValue(5);
    await fillTestimonial("Emma L.");
    await press(words.publish);

    const path = "content/testimonials/2025-03-01-emma-l.json";
    await expect.poll(() => onAdded.mock.calls[0]?.[0], { timeout: 15_000 }).toBe(path);
    expect(publishes).toEqual([[expect.objectContaining({ path, opened: null })]]);
    expect(JSON.parse(textOf(path)!)).toMatchObject({ author: "Emma L.", rating: 5, location: "Buderim", date: "2025-03-01" });
    expect(kept.find(newFormKey("testimonials"))).toBeUndefined();
  });

  it("is refused, nothing written, when a file of that name was published since the lists were made", async () => {
    const path = "content/testimonials/2025-03-01-emma-l.json";
    const theirs = `${JSON.stringify({ author: "Emma L" })}\n`;
    const { backend, textOf } = recorded({ [path]: theirs });
    const onAdded = openNew(backend, emptyIndex());
    await fillTestimonial("Emma L.");
    await press(words.publish);

    await expect.element(page.getByText(words.nameTaken("Testimonial", "Emma L."))).toBeVisible();
    expect(textOf(path)).toBe(theirs);
    expect(onAdded).not.toHaveBeenCalled();
    expect(kept.find(newFormKey("testimonials"))?.fields.author).toBe("Emma L.");
  });

  it("is refused by the content check when another testimonial already has the name", async () => {
    const index = emptyIndex();
    index.entries.testimonials.push({ path: "content/testimonials/2024-01-01-emma-l.json", slug: "2024-01-01-emma-l", name: "Emma L." });
    const { backend, publishes } = recorded({});
    openNew(backend, index);
    await fillTestimonial("Emma L.");
    await press(words.publish);

    await expect.element(page.getByText(words.fixFirst)).toBeVisible();
    await expect
      .element(page.getByText(/Name is already another testimonial's name \("Emma L\."\): give this one its own/).first())
      .toBeVisible();
    expect(publishes).toEqual([]);
  });

  it("takes a first publish whose answer was lost as published at once, the file looked up: not as no connection, nor as a name taken", async () => {
    const { backend, loseAnswers, textOf } = recorded({});
    const onAdded = openNew(backend, emptyIndex());
    await fillTestimonial("Emma L.");
    loseAnswers(true);
    await press(words.publish);
    const path = "content/testimonials/2025-03-01-emma-l.json";
    await expect.poll(() => onAdded.mock.calls[0]?.[0], { timeout: 15_000 }).toBe(path);
    expect(JSON.parse(textOf(path)!)).toMatchObject({ author: "Emma L." });
    expect(kept.find(newFormKey("testimonials"))).toBeUndefined();
  });

  it("keeps what was typed in the new form across a reload, before it has a file", async () => {
    const { backend } = recorded({});
    openNew(backend, emptyIndex());
    await box("Name").fill("Jo Brown");
    await expect.poll(() => kept.find(newFormKey("testimonials"))?.fields.author).toBe("Jo Brown");

    openNew(backend, emptyIndex()); // the tab reloaded
    await expect.element(box("Name")).toHaveValue("Jo Brown");
    await expect.element(page.getByRole("button", { name: words.discard })).toBeVisible();
  });
});

describe("a new entry before its first Publish", () => {
  it("is seen on the page from the unsaved form: a new testimonial's card, nothing published", async () => {
    const { backend, publishes } = recorded({});
    openNew(backend, emptyIndex());
    await fillTestimonial("Priya K.");
    await press(words.preview);
    await expect.element(page.getByText(words.previewNote)).toBeVisible();
    // Drawn inert (seen, not used): read from the page.
    await expect.poll(() => document.querySelector(`section[aria-label="${words.preview}"] [inert]`)?.textContent).toContain("Priya K.");
    await press(words.hidePreview);
    await expect.element(box("Name")).toHaveValue("Priya K.");
    expect(publishes).toEqual([]);
  });
});

describe("adding a blog post", () => {
  it("publishes a Markdown file named from its title, as the Decap editor named posts, over nothing", async () => {
    const blog: Collection = {
      name: "blog",
      label: "Blog posts",
      label_singular: "Blog post",
      identifier_field: "title",
      folder: "content/blog",
      extension: "md",
      format: "frontmatter",
      slug: "{{slug}}",
      fields: [
        { name: "title", label: "Title", widget: "string" },
        { name: "slug", label: "Slug", widget: "string" },
        { name: "body", label: "Post", widget: "markdown" },
      ],
    };
    // The post's fields as the owner left them in the new form (kept on this phone), a title and an address of its own.
    const fields = { ...postFieldsOfText(postFixture), title: "How to tell if a tree is dying", slug: "tree-dying-signs" };
    kept.keep(newFormKey("blog"), fields, null);
    const { backend, publishes, textOf } = recorded({});
    const index = emptyIndex();
    index.addresses.push("/services");
    const onAdded = vi.fn<(path: string) => void>();
    render(createElement(NewEntryScreen, { collection: blog, backend, kept, index, onAdded }));
    await expect.element(page.getByRole("heading", { name: words.newOne("Blog post") })).toBeVisible();
    // Seen on the page before its first Publish, from the unsaved form.
    await press(words.preview);
    await expect
      .element(page.getByRole("region", { name: words.preview }).getByText("How to tell if a tree is dying").first())
      .toBeVisible();
    expect(publishes).toEqual([]);
    await press(words.hidePreview);
    await press(words.publish);

    const path = "content/blog/how-to-tell-if-a-tree-is-dying.md";
    await expect.poll(() => onAdded.mock.calls[0]?.[0], { timeout: 15_000 }).toBe(path);
    expect(publishes).toEqual([[expect.objectContaining({ path, opened: null })]]);
    expect(postFieldsOfText(textOf(path)!)).toMatchObject({ title: "How to tell if a tree is dying", slug: "tree-dying-signs" });
  });
});

const noosa: EntryRef = {
  collection: "suburbs",
  path: "content/suburbs/noosa.json",
  file: "noosa",
  label: "Noosa",
  fields: [{ name: "name", label: "Name", widget: "string" }],
};
const movedPages = "content/moved-pages.json";

function suburbIndex() {
  const index = emptyIndex();
  index.entries.suburbs.push({ path: noosa.path, slug: "noosa", name: "Noosa" });
  return index;
}

const openNoosa = (backend: ContentBackend, index: ContentIndex, onDeleted = vi.fn<(outcome: unknown) => void>()) => {
  render(createElement(EntryScreen, { entry: noosa, backend, kept, index, singular: "Suburb page", onDeleted }));
  return onDeleted;
};

describe("deleting a suburb page", () => {
  it("asks first, then deletes it and sends its old addresses to the areas page in the same publish", async () => {
    const { backend, publishes, textOf } = recorded({ [noosa.path]: '{ "name": "Noosa" }\n', [movedPages]: '{\n  "items": []\n}\n' });
    const onDeleted = openNoosa(backend, suburbIndex());
    await expect.element(box("Name")).toHaveValue("Noosa");
    await press(words.delete);
    await expect.element(page.getByRole("heading", { name: words.deleteQuestion("Suburb page", "Noosa") })).toBeVisible();
    await expect.element(page.getByText(words.deleteLeaves("suburbs"))).toBeVisible();
    await press(words.deleteIt);

    await expect
      .poll(() => onDeleted.mock.calls[0]?.[0])
      .toEqual({
        deleted: true,
        said: words.deletedSentOn("the areas page", true),
        paths: [noosa.path, movedPages],
      });
    expect(words.deletedSentOn("the areas page", true)).toBe("Deleted. Its old addresses now send visitors to the areas page.");
    expect(textOf(noosa.path)).toBeNull();
    expect(JSON.parse(textOf(movedPages)!)).toEqual({ items: [{ address: "/locations/noosa" }] });
    expect(publishes).toHaveLength(1);
    expect(publishes[0]).toEqual([
      { path: noosa.path, deleted: true, opened: '{ "name": "Noosa" }\n' },
      expect.objectContaining({ path: movedPages, opened: '{\n  "items": []\n}\n' }),
    ]);
  });

  it("is not deleted when a job names it: the refusal names the job, and nothing is published", async () => {
    const { backend, publishes, textOf } = recorded({ [noosa.path]: '{ "name": "Noosa" }\n', [movedPages]: '{ "items": [] }\n' });
    const index = suburbIndex();
    index.linksByEntry.push({ label: 'Job "Palm removal"', path: "content/jobs/2025-03-palm-removal.json", links: [], suburb: "Noosa" });
    const onDeleted = openNoosa(backend, index);
    await expect.element(box("Name")).toHaveValue("Noosa");
    await press(words.delete);
    await press(words.deleteIt);

    await expect.element(page.getByText(words.notDeleted)).toBeVisible();
    await expect.element(page.getByText(/Suburb page "Noosa" is linked to or named by Job "Palm removal"/)).toBeVisible();
    expect(publishes).toEqual([]);
    expect(textOf(noosa.path)).not.toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("keeps it when the owner answers Keep it", async () => {
    const { backend, publishes } = recorded({ [noosa.path]: '{ "name": "Noosa" }\n' });
    openNoosa(backend, suburbIndex());
    await expect.element(box("Name")).toHaveValue("Noosa");
    await press(words.delete);
    await press(words.keepIt);
    await expect.poll(() => document.querySelector("dialog")?.open).toBe(false);
    expect(publishes).toEqual([]);
  });
});

const text = (phone: string) => `${JSON.stringify({ ...business, phone }, null, 2)}\n`;

const said = () => [...document.querySelectorAll("dialog li[data-version]")].map((item) => item.textContent);

describe("Earlier versions and Put back", () => {
  const facts: EntryRef = {
    collection: "settings",
    path: "content/business.json",
    file: "business",
    label: "Business facts",
    fields: [{ name: "phone", label: "Phone number", widget: "string" }],
  };

  it("lists the versions newest first with what differs; the one put back is in the form, kept, and published only with Publish", async () => {
    const { backend, textOf } = recorded({});
    await backend.publishFiles([{ path: facts.path, text: text("0491 570 111"), opened: null }], "first");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await backend.publishFiles([{ path: facts.path, text: text("0491 570 222"), opened: text("0491 570 111") }], "second");
    render(createElement(EntryScreen, { entry: facts, backend, kept, index: emptyIndex() }));
    await expect.element(box("Phone number")).toHaveValue("0491 570 222");

    await press(words.earlierVersions);
    await expect.element(page.getByText(words.versionsNewestFirst)).toBeVisible();
    const versions = page
      .getByRole("dialog")
      .getByRole("listitem")
      .filter({ has: page.getByRole("button") });
    await expect
      .poll(said)
      .toEqual([
        expect.stringMatching(/^Published \d{1,2}:\d\d\W[ap]m today/),
        expect.stringMatching(/^Published \d{1,2}:\d\d\W[ap]m today/),
      ]);
    expect(said()[0]).toMatch(/The same as the form now\.$/);
    // What differs, with the values: the version's, then the form's.
    expect(said()[1]).toContain(
      "Differs from the form now:Phone number: 0491 570 111 (the form now: 0491 570 222)Put this version in the form",
    );
    await versions.first().getByRole("button", { name: words.putInForm }).click();

    await expect.element(box("Phone number")).toHaveValue("0491 570 111");
    await expect
      .element(page.getByText(/The form now shows Business facts as published .* press Publish to put this version back\./))
      .toBeVisible();
    expect(kept.find(facts.path)?.fields.phone).toBe("0491 570 111");
    expect(textOf(facts.path)).toBe(text("0491 570 222"));

    await press(words.publish);
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(JSON.parse(textOf(facts.path)!)).toEqual({ ...business, phone: "0491 570 111" });
  });
});

// A whole post, as the check asks, with a text of its own.
const postText = (body: string) => postFixture.replace(/^(---\n[\s\S]*?\n---\n)[\s\S]*$/, `$1\n${body}\n`);

describe("a delete held back by a link, once the link is taken off", () => {
  const post: EntryRef = {
    collection: "blog",
    path: "content/blog/mudjimba-storm.md",
    file: "mudjimba-storm",
    label: "After the storm in Mudjimba",
    fields: [
      { name: "title", label: "Title", widget: "string" },
      { name: "body", label: "Post", widget: "markdown" },
    ],
  };
  const mudjimba: EntryRef = { ...noosa, path: "content/suburbs/mudjimba.json", file: "mudjimba", label: "Mudjimba" };

  it("is checked again in the same tab: the post published without its link, Delete deletes", async () => {
    const { backend, publishes, textOf } = recorded({
      [post.path]: postText("We cleared three gums in [Mudjimba](/locations/mudjimba) after the storm."),
      [mudjimba.path]: '{ "name": "Mudjimba" }\n',
      [movedPages]: '{\n  "items": []\n}\n',
    });
    let index = emptyIndex();
    index.addresses.push("/locations/mudjimba");
    index.entries.suburbs.push({ path: mudjimba.path, slug: "mudjimba", name: "Mudjimba" });
    index.entries.posts.push({ path: post.path, slug: "mudjimba-storm", name: post.label });
    index.linksByEntry.push({ label: `Blog post "${post.label}"`, path: post.path, links: ["/locations/mudjimba"] });
    const { withLinksPublished } = await import("./new-entry.ts");
    const openSuburb = (onDeleted = vi.fn<(outcome: unknown) => void>()) => {
      render(createElement(EntryScreen, { entry: mudjimba, backend, kept, index, singular: "Suburb page", onDeleted }));
      return onDeleted;
    };

    openSuburb();
    await press(words.delete);
    await press(words.deleteIt);
    await expect
      .element(page.getByText(/Suburb page "Mudjimba" is linked to or named by Blog post "After the storm in Mudjimba"/))
      .toBeVisible();

    // The owner opens the post, takes the link off and publishes: the index the editor holds learns it.
    render(
      createElement(EntryScreen, {
        entry: post,
        backend,
        kept,
        index,
        singular: "Blog post",
        onPublished: (links) => (index = withLinksPublished(index, links) as typeof index),
      }),
    );
    await expect.element(page.getByText(/cleared three gums/)).toBeVisible();
    await page.getByRole("textbox", { name: "Post" }).fill("We cleared three gums in Mudjimba after the storm.");
    await press(words.publish);
    await expect.element(page.getByText(words.published)).toBeVisible();
    expect(index.linksByEntry.find((each) => each.path === post.path)).toBeUndefined();

    const onDeleted = openSuburb();
    await press(words.delete);
    await press(words.deleteIt);
    await expect.poll(() => (onDeleted.mock.calls[0]?.[0] as { deleted?: boolean } | undefined)?.deleted).toBe(true);
    expect(textOf(mudjimba.path)).toBeNull();
    expect(publishes.at(-1)!.map((change) => change.path)).toEqual([mudjimba.path, movedPages]);
  });
});

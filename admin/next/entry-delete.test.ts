/**
 * A delete in the own editor (./entry-delete.ts) through the in-memory backend: a post's old addresses
 * go to Moved pages in the same publish as the delete; a post the menu links to is not deleted; a
 * delete whose lines would pass the redirects every host follows is refused before anything is written.
 */
import { describe, expect, it } from "vitest";
import { paths } from "#app/site/paths.ts";
import { UnexpectedAnswer, type ContentBackend, type FileChange } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { deleteEntry } from "./entry-delete.ts";
import { words } from "./editor-words.ts";
import { memoryBackend } from "./memory-backend.ts";
import { indexWith as indexOfEntries } from "./test-entries.ts";

const movedPages = "content/moved-pages.json";
const post: EntryRef = {
  collection: "blog",
  path: "content/blog/mulch-rings.md",
  file: "mulch-rings",
  label: "Mulch rings",
  fields: [],
};

/** An index with the post alone, at the address `slug`. */
const indexWith = (slug: string) => indexOfEntries({ addresses: [], entries: { posts: [{ path: post.path, slug, name: "Mulch rings" }] } });

function recorded(start: Record<string, string>) {
  const memory = memoryBackend(start);
  const publishes: FileChange[][] = [];
  const backend: ContentBackend = {
    ...memory.backend,
    publishFiles: (changes, message) => (publishes.push(changes), memory.backend.publishFiles(changes, message)),
  };
  return { ...memory, backend, publishes };
}

describe("deleting a post", () => {
  it("sends its address and its file's name to the blog, in the same publish as the delete", async () => {
    const { backend, publishes, textOf } = recorded({
      [post.path]: "---\ntitle: Mulch rings\n---\n",
      [movedPages]: '{\n  "items": []\n}\n',
    });
    const outcome = await deleteEntry(backend, post, "Blog post", indexWith("why-mulch-rings-help"));

    expect(outcome).toEqual({
      deleted: true,
      said: "Deleted. Its old addresses now send visitors to the blog.",
      paths: [post.path, movedPages],
    });
    expect(publishes).toHaveLength(1);
    expect(publishes[0]!.map(({ path, deleted }) => [path, deleted])).toEqual([
      [post.path, true],
      [movedPages, undefined],
    ]);
    expect(textOf(post.path)).toBeNull();
    expect(JSON.parse(textOf(movedPages)!)).toEqual({
      items: [{ address: "/blog/why-mulch-rings-help" }, { address: "/blog/mulch-rings" }],
    });
  });

  it("says its one old address goes to the blog when its address was its file's name", async () => {
    const { backend } = recorded({ [post.path]: "---\n---\n", [movedPages]: '{ "items": [] }\n' });
    expect(await deleteEntry(backend, post, "Blog post", indexWith("mulch-rings"))).toMatchObject({
      deleted: true,
      said: "Deleted. Its old address now sends visitors to the blog.",
    });
  });

  it("is not deleted when the site's menu links to it, the refusal naming the menu; nothing is published", async () => {
    const { backend, publishes } = recorded({ [post.path]: "---\n---\n" });
    const slug = paths.article.slice(`${paths.blog}/`.length);
    const outcome = await deleteEntry(backend, post, "Blog post", indexWith(slug));
    expect(outcome.deleted).toBe(false);
    expect(outcome.said).toBe(words.notDeleted);
    expect(outcome.deleted ? [] : outcome.list).toEqual([expect.stringContaining("the site's menu (its Blog link)")]);
    expect(publishes).toEqual([]);
  });

  it("without a connection is not deleted, and says so in the owner's words", async () => {
    const { backend, disconnect, textOf } = recorded({ [post.path]: "---\n---\n" });
    disconnect(true);
    expect(await deleteEntry(backend, post, "Blog post", indexWith("mulch-rings"))).toEqual({
      deleted: false,
      said: words.notDeletedNoConnection,
    });
    expect(textOf(post.path)).toBe("---\n---\n");
  });

  it("answered with an error (a gateway's 502) is not deleted, and says so, not as a lost connection", async () => {
    const { backend, textOf } = recorded({ [post.path]: "---\n---\n" });
    const failing: ContentBackend = { ...backend, publishFiles: () => Promise.reject(new UnexpectedAnswer("GitHub answered 502")) };
    expect(await deleteEntry(failing, post, "Blog post", indexWith("mulch-rings"))).toEqual({
      deleted: false,
      said: words.notDeletedUnexpectedAnswer,
    });
    expect(textOf(post.path)).toBe("---\n---\n");
  });

  it("refused by the backend in the owner's words (npm run cms: still shown somewhere) is not deleted, and says those words", async () => {
    const { backend, textOf } = recorded({ [post.path]: "---\n---\n" });
    const why = "The photo hedge.webp is shown by Job Hedge trim: remove it there and publish first, then delete it.";
    const refusing: ContentBackend = { ...backend, publishFiles: () => Promise.reject(new UnexpectedAnswer("answered 422", why)) };
    expect(await deleteEntry(refusing, post, "Blog post", indexWith("mulch-rings"))).toEqual({
      deleted: false,
      said: words.notDeleted,
      list: [why],
    });
    expect(textOf(post.path)).toBe("---\n---\n");
  });

  it("is refused before anything is written when Moved pages would pass the 2,000 redirects every host follows", async () => {
    const full = { items: Array.from({ length: 1000 }, (_, at) => ({ address: `/blog/gone-${at}` })) };
    const { backend, publishes } = recorded({ [post.path]: "---\n---\n", [movedPages]: JSON.stringify(full) });
    const outcome = await deleteEntry(backend, post, "Blog post", indexWith("mulch-rings"));
    expect(outcome).toEqual({ deleted: false, said: words.notDeleted, list: [words.notDeletedTooMany] });
    expect(publishes).toEqual([]);
  });
});

describe("retiring a service", () => {
  it("is refused while a suburb page names it, the page named; once nothing names it, it is deleted alone", async () => {
    const service: EntryRef = {
      collection: "services",
      path: "content/services/palm-services.json",
      file: "palm-services",
      label: "Palm Services",
      fields: [],
    };
    const index = indexWith("mulch-rings");
    index.entries.services.push({ path: service.path, slug: "palm-services", name: "Palm Services" });
    index.catalogue.services["palm-services"] = { title: "Palm Services" } as never;
    index.serviceUsers.push({ label: 'Suburb page "Coolum Beach"', services: ["palm-services"] });
    const { backend, publishes, textOf } = recorded({ [service.path]: '{ "title": "Palm Services" }\n' });

    expect(await deleteEntry(backend, service, "Service", index)).toEqual({
      deleted: false,
      said: words.notDeleted,
      list: ['Service "Palm Services" is named by Suburb page "Coolum Beach": take it off there first.'],
    });
    expect(publishes).toEqual([]);

    index.serviceUsers.length = 0;
    expect(await deleteEntry(backend, service, "Service", index)).toEqual({
      deleted: true,
      said: words.deleted("Service", "Palm Services"),
      paths: [service.path],
    });
    expect(publishes).toEqual([[{ path: service.path, deleted: true, opened: '{ "title": "Palm Services" }\n' }]]);
    expect(textOf(service.path)).toBeNull();
  });
});

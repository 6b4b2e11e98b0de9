/**
 * A blog post published with a new address: its old address goes to Moved pages in the same publish
 * (./entry-publish.ts, ./post-publish.ts), by ADR 0040's rules; renamed again and again, every old address is kept.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EntryRef } from "./editor-model.ts";
import { fieldsOfFile, fileOfFields } from "./entry-file.ts";
import { changesOfPublish } from "./entry-publish.ts";
import { memoryBackend } from "./memory-backend.ts";
import { postWords } from "./post-words.ts";

const path = "content/blog/how-to-tell-if-a-tree-is-dying.md";
const moved = "content/moved-pages.json";
const fixture = readFileSync(join(import.meta.dirname, "../../scripts/fixtures/spec-content/blog/arborists-vs-tree-loppers.md"), "utf8");
const post = fixture.replace(/^slug: .*$/m, "slug: how-to-tell-if-a-tree-is-dying");
const entry: EntryRef = { collection: "blog", path, file: "how-to-tell-if-a-tree-is-dying", label: "A post", fields: [] };

/** Publishes the post at `slug`, as the form does: its file over the text it was opened from, with what the change brings. */
async function publishAt(repository: ReturnType<typeof memoryBackend>, slug: string) {
  const opened = repository.textOf(path)!;
  const fields = { ...(await fieldsOfFile(path, opened)), slug };
  const text = await fileOfFields(path, fields, [], opened);
  const plan = await changesOfPublish(repository.backend, entry, { fields, opened }, text);
  const outcome = await repository.backend.publishFiles(plan.changes, "Change A post");
  return { plan, outcome };
}

const linesOf = (text: string | null) => (JSON.parse(text ?? "{}") as { items: unknown[] }).items;

describe("a post given a new address", () => {
  it("moved from its first address (its file's name, which remembers it) is one file published, and says where its old address sends visitors", async () => {
    const repository = memoryBackend({ [path]: post, [moved]: '{\n  "items": []\n}\n' });
    const { plan, outcome } = await publishAt(repository, "tree-dying-signs");
    expect(outcome).toEqual({ written: true });
    expect(plan.changes.map((change) => change.path)).toEqual([path]);
    expect(plan.said).toEqual([postWords.oldAddressSendsOn("/blog/how-to-tell-if-a-tree-is-dying", "/blog/tree-dying-signs")]);
    expect(repository.textOf(path)).toContain("\nslug: tree-dying-signs\n");
  });

  it("moved again, adds its last address to Moved pages in the same publish; moved a third time, keeps every old address", async () => {
    const repository = memoryBackend({ [path]: post, [moved]: '{\n  "items": []\n}\n' });
    await publishAt(repository, "tree-dying-signs");
    const second = await publishAt(repository, "is-my-tree-dying");
    expect(second.plan.changes.map((change) => change.path)).toEqual([path, moved]);
    expect(second.plan.said).toEqual([postWords.oldAddressSendsOn("/blog/tree-dying-signs", "/blog/is-my-tree-dying")]);
    expect(repository.textOf(moved)).toBe(
      '{\n  "items": [\n    {\n      "address": "/blog/tree-dying-signs",\n      "link": "/blog/is-my-tree-dying"\n    }\n  ]\n}\n',
    );
    await publishAt(repository, "dying-trees");
    expect(linesOf(repository.textOf(moved))).toEqual([
      { address: "/blog/tree-dying-signs", link: "/blog/is-my-tree-dying" },
      { address: "/blog/is-my-tree-dying", link: "/blog/dying-trees" },
    ]);
    // The first address needs no line: the file keeps its name, and the build sends it on (ADR 0040).
    expect(repository.files.has(path)).toBe(true);
  });

  it("given back an address it had, takes that address's line out: a page is never sent elsewhere", async () => {
    const repository = memoryBackend({ [path]: post, [moved]: '{\n  "items": []\n}\n' });
    await publishAt(repository, "tree-dying-signs");
    await publishAt(repository, "is-my-tree-dying");
    await publishAt(repository, "tree-dying-signs");
    expect(linesOf(repository.textOf(moved))).toEqual([{ address: "/blog/is-my-tree-dying", link: "/blog/tree-dying-signs" }]);
  });

  it("is refused whole, the post not written either, when Moved pages changed since it was read", async () => {
    const repository = memoryBackend({ [path]: post, [moved]: '{\n  "items": []\n}\n' });
    await publishAt(repository, "tree-dying-signs");
    const opened = repository.textOf(path)!;
    const fields = { ...(await fieldsOfFile(path, opened)), slug: "is-my-tree-dying" };
    const plan = await changesOfPublish(repository.backend, entry, { fields, opened }, await fileOfFields(path, fields, [], opened));
    repository.files.set(moved, '{\n  "items": [\n    {\n      "address": "/blog/elsewhere"\n    }\n  ]\n}\n');
    expect(await repository.backend.publishFiles(plan.changes, "Change A post")).toMatchObject({ written: false, path: moved });
    expect(repository.textOf(path)).toBe(opened);
  });

  it("unchanged, publishes the post alone and says nothing more", async () => {
    const repository = memoryBackend({ [path]: post, [moved]: '{\n  "items": []\n}\n' });
    const { plan } = await publishAt(repository, "how-to-tell-if-a-tree-is-dying");
    expect(plan).toMatchObject({ changes: [{ path, text: post, opened: post }], said: [] });
  });
});

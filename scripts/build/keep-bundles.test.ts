/**
 * The last build's bundles kept beside Node's compile cache (bundle-reuse.ts, keepBundles): a build
 * in another folder with the same inputs (a copy of the site, build/ removed) reuses them; the
 * editor's are reused by their own key and the content files they import, whatever other content changed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUNDLED_CONTENT_FILE, editorKey, keepBundles, readInputs, recordBundles, reuseBundles } from "./bundle-reuse.ts";
import { contentHashes, reusedEditorFiles } from "./editor-reuse.ts";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const inputs = () => readInputs(root, [join(root, "build"), join(root, ".builds")], { routes: [] });
const cache = () => join(root, "node_modules", ".cache", "site-bundles");
const built = join(".builds", "build-1");

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "keep-bundles-"));
  write("app/page.tsx", "export const page = 1;\n");
  write("node_modules/.package-lock.json", "{}\n");
  write("content/business.json", '{"phone":"0412 345 678"}\n');
  write("content/blog/pruning.md", "---\ntitle: Pruning\n---\n");
  write(`${built}/client/assets/page-abc.js`, "page()");
  write(`${built}/${BUNDLED_CONTENT_FILE}`, "[]");
  recordBundles(join(root, built), inputs());
  write(`${built}/client/admin/assets/editor-def.js`, "edit()");
  const record = { entry: "assets/editor-def.js", files: ["assets/editor-def.js"], key: editorKey(inputs()) };
  write(`${built}/editor-script.json`, JSON.stringify({ ...record, content: contentHashes(["content/business.json"], root) }));
  write(`${built}/client/blog/pruning.html`, "<h1>Pruning</h1>");
  keepBundles(join(root, built), cache());
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the bundles kept", () => {
  it("hold the bundles and the editor's files, not the pages", () => {
    expect(readFileSync(join(cache(), "client/assets/page-abc.js"), "utf8")).toBe("page()");
    expect(readFileSync(join(cache(), "client/admin/assets/editor-def.js"), "utf8")).toBe("edit()");
    expect(existsSync(join(cache(), "client/blog/pruning.html"))).toBe(false);
  });

  it("are reused by a build elsewhere with the same inputs, a post added or not, and not once a source file changed", () => {
    write("content/blog/mulch.md", "---\ntitle: Mulch\n---\n");
    expect(reuseBundles(join(root, "build"), join(root, ".builds", "a"), inputs())).toBe(false);
    expect(reuseBundles(cache(), join(root, ".builds", "a"), inputs())).toBe(true);
    write("app/page.tsx", "export const page = 2;\n");
    expect(reuseBundles(cache(), join(root, ".builds", "b"), inputs())).toBe(false);
  });

  it("give the editor's files to a build of the same key while the content files it imports are unchanged", () => {
    const folder = join(root, ".builds", "c", "client", "admin");
    const reuse = (key = editorKey(inputs())) =>
      reusedEditorFiles(folder, { buildFolder: join(root, ".builds", "c"), reuseFrom: [cache()], key }, root);
    write("content/blog/mulch.md", "---\ntitle: Mulch\n---\n");
    expect(reuse()?.entry).toBe("assets/editor-def.js");
    expect(readFileSync(join(folder, "assets/editor-def.js"), "utf8")).toBe("edit()");
    expect(reuse("another key")).toBeUndefined();
    write("content/business.json", '{"phone":"0499 111 222"}\n');
    expect(reuse()).toBeUndefined();
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUNDLED_CONTENT_FILE, readInputs, recordBundles, reuseBundles } from "./bundle-reuse.ts";

let root: string;
/** What the bundling takes from content besides its imports (content-defines.ts: the services, the route table). */
let fromContent: { defines: Record<string, string>; routes: { path: string }[] };
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/**
 * A project of a source file, a content file a bundle imports (none of the site's does today: the
 * business facts are read as pages render, ADR 0036; the mechanism stays for any that will) and a
 * post; a build of it in build/, its bundles recorded.
 */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "bundle-reuse-"));
  fromContent = { defines: { QUOTE_SERVICES: "[]" }, routes: [{ path: "locations/noosa" }] };
  write("app/phone-link.tsx", "export const call = 1;\n");
  write("node_modules/.package-lock.json", '{"packages":{}}\n');
  write("content/bundled.json", '{"greeting":"G\'day"}\n');
  write("content/blog/pruning.md", "---\ntitle: Pruning\n---\nText\n");
  write(".builds/build-1/client/assets/phone-link-abc.js", "call()");
  write(`.builds/build-1/${BUNDLED_CONTENT_FILE}`, '["content/bundled.json"]');
  recordBundles(join(root, ".builds", "build-1"), inputs());
  write(".builds/build-1/client/blog/pruning.html", "<h1>Pruning</h1>");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const inputs = () => readInputs(root, [join(root, "build"), join(root, ".builds")], structuredClone(fromContent));
const previous = () => join(root, ".builds", "build-1");
const staging = () => join(root, ".builds", "build-2");

describe("a build reuses the last build's bundles", () => {
  it("when only content the pages read has changed (a post), copying the bundles and not its pages", () => {
    write("content/blog/pruning.md", "---\ntitle: Pruning in spring\n---\nText\n");
    write("content/blog/mulch.md", "---\ntitle: Mulch\n---\nText\n");
    expect(reuseBundles(previous(), staging(), inputs())).toBe(true);
    expect(readFileSync(join(staging(), "client/assets/phone-link-abc.js"), "utf8")).toBe("call()");
    expect(existsSync(join(staging(), "client/blog/pruning.html"))).toBe(false);
  });

  it("and the copy reuses again on the next build", () => {
    expect(reuseBundles(previous(), staging(), inputs())).toBe(true);
    write("content/blog/pruning.md", "---\ntitle: Pruning again\n---\n");
    expect(reuseBundles(staging(), join(root, ".builds", "build-3"), inputs())).toBe(true);
  });

  it.each([
    ["a content file a bundle imports changes", () => write("content/bundled.json", '{"greeting":"Hello"}\n')],
    ["a content file a bundle imports is gone", () => rmSync(join(root, "content/bundled.json"))],
    ["a source file changes", () => write("app/phone-link.tsx", "export const call = 2;\n")],
    ["a source file is added (Tailwind reads every file for class names)", () => write("app/new.tsx", "<p className='flex'/>")],
    ["the installed packages change", () => write("node_modules/.package-lock.json", '{"packages":{"a":{}}}\n')],
    ["a setting in .env changes", () => write(".env", "VITE_COUNTER=off\n")],
    ["a VITE_ setting in the environment changes", () => vi.stubEnv("VITE_COUNTER", "off")],
  ])("not when %s", (_, change) => {
    change();
    expect(reuseBundles(previous(), staging(), inputs())).toBe(false);
    expect(existsSync(staging())).toBe(false);
  });

  it("not when a bundle it recorded is missing, nor without a record", () => {
    rmSync(join(previous(), "client/assets/phone-link-abc.js"));
    expect(reuseBundles(previous(), staging(), inputs())).toBe(false);
    expect(reuseBundles(join(root, "nothing"), staging(), inputs())).toBe(false);
  });

  it.each([
    ["the quote form's services", () => (fromContent.defines.QUOTE_SERVICES = '[{"value":"hedges","label":"Hedge trimming"}]')],
    ["the route table (a suburb added)", () => fromContent.routes.push({ path: "tree-removal-peregian" })],
  ])("not when what the bundling takes from content changes: %s", (_, change) => {
    change();
    expect(reuseBundles(previous(), staging(), inputs())).toBe(false);
  });
});

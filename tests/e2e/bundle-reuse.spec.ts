/**
 * A publish that changes only what the pages read (a post, the business facts, which no bundle
 * holds) reuses the last build's bundles; one that adds routes (a suburb) bundles anew; each way the
 * site shows the change (ADR 0036). `npm run build` on a copy of the site, four times.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EDITOR_BASE } from "../../scripts/build/admin-files.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { BUSINESS_FACTS_ELEMENT } from "#app/content/business.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

let copy: string;
const REUSED = "Bundles reused";
/**
 * Sized to the work: a build that bundles took 10–15 s on a quiet 2-core machine and 20–45 s at a
 * load of 20–25; one that reuses the bundles, about half that (scripts/build/phases.ts prints each step).
 */
const BUNDLING_BUILD_MS = 120_000;
const REUSING_BUILD_MS = 90_000;

/** The copy's own kept bundles (scripts/build/bundle-reuse.ts, keepBundles): its first build bundles, whatever other builds kept. */
let bundleCache: string;
/** `npm run build` in the copy: what it printed. */
function build(): string {
  const env = { ...process.env, BUNDLE_CACHE_DIR: bundleCache };
  const run = spawnSync(process.execPath, [join("scripts", "build", "build.ts")], { cwd: copy, env, encoding: "utf8", maxBuffer: 1 << 26 });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}
const built = (file: string) => readFileSync(join(copy, "build", "client", file), "utf8");
const scripts = () => readdirSync(join(copy, "build", "client", "assets")).filter((file) => file.endsWith(".js"));

test.beforeAll(() => {
  test.setTimeout(BUNDLING_BUILD_MS);
  copy = copyOfSite("bundle-reuse");
  bundleCache = mkdtempSync(join(tmpdir(), "bundle-cache-"));
  expect(build()).not.toContain(REUSED);
});

test.afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  if (bundleCache) rmSync(bundleCache, { recursive: true, force: true });
});

test("a post retitled: the bundles are reused and its page says the new title", () => {
  test.setTimeout(REUSING_BUILD_MS);
  const blog = join(copy, "content", "blog");
  const post = readdirSync(blog).find((file) => file.endsWith(".md"))!;
  const text = readFileSync(join(blog, post), "utf8");
  const slug = /^slug: (.+)$/m.exec(text)?.[1] ?? post.replace(/\.md$/, "");
  writeFileSync(join(blog, post), text.replace(/^title: .*$/m, 'title: "Pruning in the wet season, retitled"'));
  const before = scripts();
  expect(build()).toContain(REUSED);
  expect(built(`blog/${slug}.html`)).toContain("Pruning in the wet season, retitled");
  expect(scripts()).toEqual(before);
  // The editor's script, which its page names, is there for it (under /admin/, as its bundle names it).
  const editorScript = new RegExp(`<script type="module" src="${EDITOR_BASE}([^"]+\\.js)"`).exec(built("admin.html"))?.[1];
  expect(editorScript && existsSync(join(copy, "build", "client", EDITOR_BASE.slice(1), editorScript))).toBe(true);
});

test("a suburb added: bundled anew, since its addresses are routes, and each of its pages is built", () => {
  test.setTimeout(BUNDLING_BUILD_MS);
  const suburbs = join(copy, "content", "suburbs");
  const model = JSON.parse(readFileSync(join(suburbs, readdirSync(suburbs)[0]!), "utf8"));
  writeFileSync(join(suburbs, "peregian-springs.json"), JSON.stringify({ ...model, name: "Peregian Springs", order: 99 }));
  expect(build()).not.toContain(REUSED);
  expect(built("locations/peregian-springs.html")).toContain("Peregian Springs");
  expect(built("tree-removal-peregian-springs.html")).toContain("Peregian Springs");
});

test("the business phone changed: the bundles are reused, the pages dial it, and the quote form's script reads it from its page", () => {
  test.setTimeout(REUSING_BUILD_MS);
  const file = join(copy, "content", "business.json");
  writeFileSync(file, readFileSync(file, "utf8").replace(/"phone": "[^"]*"/, '"phone": "0499 111 222"'));
  const before = scripts();
  expect(build()).toContain(REUSED);
  expect(scripts()).toEqual(before);
  const contact = built("contact.html");
  expect(contact).toContain('href="tel:+61499111222"');
  const facts = new RegExp(`<script type="application/json" id="${BUSINESS_FACTS_ELEMENT}">(.*?)</script>`).exec(contact)?.[1];
  expect(JSON.parse(facts ?? "{}").phone, "the facts the quote form's script reads").toBe("0499 111 222");
  const island = scripts().find((script) => script.startsWith("quote-form-island-"))!;
  expect(built(`assets/${island}`)).toContain(BUSINESS_FACTS_ELEMENT);
});

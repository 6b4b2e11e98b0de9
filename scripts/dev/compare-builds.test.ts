import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareBuilds, firstDifferences, report } from "./compare-builds.ts";

const root = mkdtempSync(join(tmpdir(), "compare-builds-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(name: string, files: Record<string, string>): string {
  const folder = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

const page = (script: string, ids: [string, string], csp: string) =>
  `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${csp}='"/>` +
  `<script type="module" src="/assets/${script}"></script><h2 id="${ids[0]}">A</h2><section aria-labelledby="${ids[0]}"></section><h2 id="${ids[1]}">B</h2>`;

/** The same pages as one build writes them: only the hashes and React's ids differ from another build's. */
const samePages = (hashes: { root: string; runtime: string; media: string; ids: [string, string]; csp: string }) => ({
  "index.html": page(`root-${hashes.root}.js`, hashes.ids, hashes.csp.repeat(43)),
  [`assets/root-${hashes.root}.js`]: `import "/assets/jsx-runtime-${hashes.runtime}.js";`,
  [`assets/jsx-runtime-${hashes.runtime}.js`]: "export{}",
  [`media/oak-${hashes.media}-800.avif`]: "\0avif",
});

describe("compareBuilds", () => {
  it("sets aside asset, media and CSP hashes and React's ids, and still sees a real change", () => {
    const before = build("before", {
      ...samePages({ root: "BkWMEiDM", runtime: "Cyb5nmh-", media: "0a1b2c3d4e", ids: ["_R_9b5_", "_R_bb5_"], csp: "a" }),
      "about.html": "<p>Old words</p>",
      "gone.txt": "x",
    });
    const after = build("after", {
      ...samePages({ root: "Xy12AbCd", runtime: "Q9w_Er-t", media: "99ff00aa11", ids: ["_R_7b5_", "_R_db5_"], csp: "b" }),
      "about.html": "<p>New words</p>",
      "new.txt": "y",
    });
    const comparison = compareBuilds(before, after);
    expect(comparison.added).toEqual(["new.txt"]);
    expect(comparison.removed).toEqual(["gone.txt"]);
    expect(comparison.changed).toEqual([{ path: "about.html", lines: ["    1- <p>Old words</p>", "    1+ <p>New words</p>"] }]);
    expect(report(comparison).at(-1)).toBe("5 files compared, 1 changed, 1 added, 1 removed");
  });

  it("sees an id that names another element once the ids are renumbered", () => {
    const before = build("ids-before", { "index.html": page("a-BkWMEiDM.js", ["_R_1_", "_R_2_"], "a".repeat(43)) });
    const after = build("ids-after", {
      "index.html": page("a-BkWMEiDM.js", ["_R_2_", "_R_1_"], "a".repeat(43)).replace('aria-labelledby="_R_2_"', 'aria-labelledby="_R_1_"'),
    });
    expect(compareBuilds(before, after).changed.map((change) => change.path)).toEqual(["index.html"]);
  });
});

describe("firstDifferences", () => {
  it("shows the changed elements of a one-line page, one tag a line", () => {
    expect(firstDifferences("a.html", "<ul><li>one</li><li>two</li></ul>", "<ul><li>one</li><li>2</li></ul>")).toEqual([
      "    3- <li>two</li>",
      "    3+ <li>2</li>",
    ]);
  });

  it("says when an XML file differs only in whitespace between elements", () => {
    expect(firstDifferences("sitemap.xml", "<urlset>\n  <url/>\n</urlset>\n", "<urlset><url/></urlset>")).toEqual([
      "    whitespace between elements only",
    ]);
  });
});

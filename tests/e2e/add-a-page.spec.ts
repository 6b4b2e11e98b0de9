/**
 * Adding a page with words the owner edits is three files (docs/developing.md, "Adding a page"): its route
 * module, its entry in the page registry (app/content/page-registry.ts), and its words in content/pages.
 * In a copy of the site, a "Gutter guards" page is added so, and built: it is a page at its
 * address with its breadcrumb, in the menu and the footer, in the sitemap, and in the editor; its
 * words are checked like every page's.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MODEL_PATH, type EditorModel } from "../../admin/next/editor-model.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { expect, test } from "./fixtures.ts";

const routeModule = `import type { Route } from "./+types/gutter-guards";
import { readPage } from "#app/content/content-files.server.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-list.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";

export const loader = () => readPage("gutter-guards");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function GutterGuards({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <Hero hero={page.hero} />
      <FaqSection faq={page.faq} />
      <CtaBand cta={page.cta} />
    </>
  );
}
`;

const registryEntry = `  "gutter-guards": withWords(
    "/gutter-guards",
    "Gutter Guards",
    z.strictObject({ ...page, faq, cta: callToAction }),
    "Gutter guards page",
    inMenu(9, "Gutter Guards"),
  ),
`;

const words = {
  meta: {
    title: "Gutter Guards Fitted by Arborists",
    description: "Gutter guards fitted when we prune: fewer leaves in your gutters after every storm.",
    keywords: ["gutter guards Sunshine Coast"],
  },
  hero: {
    eyebrow: "Sunshine Coast arborists",
    heading: "Gutter guards, fitted while we prune",
    intro: "Fewer leaves in the gutters, and no ladder for you.",
    highlights: [],
  },
  faq: {
    heading: "Questions",
    intro: "What people ask.",
    items: [{ question: "Do you clean the gutters too?", answer: "Yes, before we fit the guards." }],
  },
  cta: { heading: "Want guards fitted?", text: "Call {phone} or ask for a quote." },
};

test("a page is its route module, its registry entry and its words: it is built, linked, listed and editable", async () => {
  // A build of the copy, then one its broken words stop: 1.2 min at a load of 17 on 2 cores.
  test.setTimeout(180_000);
  const copy = copyOfSite("add-a-page");
  try {
    writeFileSync(join(copy, "app", "routes", "gutter-guards.tsx"), routeModule);
    const registry = join(copy, "app", "content", "page-registry.ts");
    writeFileSync(
      registry,
      readFileSync(registry, "utf8")
        .replace(
          'import type * as z from "zod";',
          'import * as z from "zod";\nimport { callToAction, faq, page } from "#app/content/model/blocks.ts";',
        )
        .replace("  privacy: {", `${registryEntry}  privacy: {`),
    );
    const wordsFile = join(copy, "content", "pages", "gutter-guards.json");
    writeFileSync(wordsFile, `${JSON.stringify(words, null, 2)}\n`);

    const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
    expect(build.status, build.stderr.slice(-3000)).toBe(0);
    const built = (file: string) => readFileSync(join(copy, "build", "client", file), "utf8");
    const pageHtml = built("gutter-guards.html");
    expect(pageHtml).toContain(words.hero.heading);
    expect(pageHtml).toContain("Do you clean the gutters too?");
    expect(pageHtml).not.toContain("{phone}");
    expect(pageHtml).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*Gutter Guards/);
    expect(pageHtml).toContain('<link rel="canonical" href="https://www.canopytreecare.com.au/gutter-guards"');
    for (const other of ["index.html", "about.html"]) expect(built(other), other).toContain('href="/gutter-guards"');
    expect(built("sitemap.xml")).toContain("/gutter-guards</loc>");
    // In the owner's editor: among the page texts, under its name, its form drawn from its fields.
    const { collections } = JSON.parse(built(MODEL_PATH.slice(1))) as EditorModel;
    const pageTexts = collections.find((collection) => collection.name === "pages")?.files ?? [];
    const inTheEditor = pageTexts.find((file) => file.file === "content/pages/gutter-guards.json");
    expect(inTheEditor?.label).toBe("Gutter guards page");
    expect(inTheEditor?.fields.map((field) => field.name)).toEqual(expect.arrayContaining(["hero", "faq", "cta"]));

    // Its words are checked like any page's: one left out stops the build, naming the page and the field as the editor does.
    const { cta: _cta, ...withoutCta } = words;
    writeFileSync(wordsFile, JSON.stringify(withoutCta));
    const broken = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
    expect(broken.status).not.toBe(0);
    expect(broken.stdout + broken.stderr).toContain(
      "Content to fix before the site can be built:\n  - Gutter guards page: Closing call to action is empty",
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

/**
 * The one content check: what the build refuses, across files as within one, the editor refuses
 * with the same words (checkEditorEntry, as admin/next/check-form.ts runs it before a publish),
 * naming the entry and the field as the editor does, items from 1, never a path or parser text.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent, entriesShowing } from "#app/content/content-files.server.ts";
import { contentIndex, rawFile } from "#app/content/content-index.server.ts";
import { checkEditorEntry } from "#app/content/editor-entry.ts";
import { HOSTS_REDIRECT_LIMIT } from "#app/site/host-redirects.ts";
import { firstAddressOf } from "#app/content/moved-pages.ts";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";

const { file, edit } = copyContentForEachTest();

/** What the build says of the content: its problems, one a line; none if it builds. */
function buildSays(): string[] {
  try {
    checkContent();
    return [];
  } catch (error) {
    return (error as Error).message
      .split("\n")
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ""));
  }
}

const post = (text: string) =>
  [
    "---",
    "title: Why a mulch ring helps a young tree",
    "description: A ring of mulch around a young tree keeps its roots cool and moist and the mower away. How wide and how deep.",
    "slug: mulch-ring",
    "published: 2026-11-20",
    "updated: 2026-11-20",
    "author: Lead Arborist",
    "section: Tree Care Advice",
    "keywords:",
    "  - mulch",
    "---",
    "",
    text,
    "",
  ].join("\n");

const job = (photo: string) => ({
  title: "Storm-split gum made safe",
  suburb: "noosa",
  service: "tree-removal",
  month: "2026-10",
  story: "Taken down in sections.",
  photos: [{ image: `/media/${photo}`, alt: "The split gum", stage: "before" }],
});

describe("the content check", () => {
  it("passes the shipped content", () => expect(buildSays()).toEqual([]));

  it("refuses an empty Why choose item, in the editor's words, in the build and in the editor alike", () => {
    const services = JSON.parse(readFileSync(file("pages/services.json"), "utf8"));
    const position = services.whyChoose.items.length + 1;
    services.whyChoose.items.push({});
    const editor = checkEditorEntry(
      { collection: "pages", file: "services", path: "content/pages/services.json", data: services },
      contentIndex(),
    );
    writeFileSync(file("pages/services.json"), JSON.stringify(services));
    expect(buildSays()).toContain(`Services page → Why choose → item ${position}: Icon is empty`);
    expect(editor).toEqual(buildSays());
    expect(buildSays().join("\n")).not.toMatch(/content\/|\.json|items\.\d|Invalid|expected/);
  });

  it("refuses a second suburb of one name", () => {
    writeFileSync(file("suburbs/noosa-1.json"), readFileSync(file("suburbs/noosa.json")));
    expect(buildSays()).toEqual(['Suburb page "Noosa": Name is already another suburb page\'s name ("Noosa"): give this one its own']);
    const noosa = JSON.parse(readFileSync(file("suburbs/noosa.json"), "utf8"));
    expect(checkEditorEntry({ collection: "suburbs", file: "", path: "", data: noosa }, contentIndex())).toEqual(buildSays());
  });

  it("refuses a link to no page and an unknown placeholder, and fills {phone} in a post", () => {
    writeFileSync(file("blog/mulch-ring.md"), post("See [our prices](/price-list) or call {phone}. {foo}"));
    const [unknown, deadLink] = buildSays();
    expect(deadLink).toBe('Blog post "Why a mulch ring helps a young tree" → Post: the link to /price-list leads to no page of the site');
    expect(unknown).toMatch(/^Blog post ".*" → Post: \{foo\} is not filled in by the site: a word in braces must be one of .*\{phone\}/);
    writeFileSync(file("blog/mulch-ring.md"), post("See [our services](/services) or call {phone}."));
    expect(buildSays()).toEqual([]);
  });

  it("refuses a photo that is not there, and names the entries that show one", () => {
    mkdirSync(file("jobs"));
    mkdirSync(file("media"), { recursive: true });
    writeFileSync(file("jobs/2026-10-split-gum.json"), JSON.stringify(job("gone.jpg")));
    expect(buildSays()).toEqual([
      'Job "Storm-split gum made safe" → Photos → photo 1: Photo gone.jpg is not among the uploaded photos: upload it again, or choose another',
    ]);
    writeFileSync(file("media/gum.jpg"), "");
    writeFileSync(file("jobs/2026-10-split-gum.json"), JSON.stringify(job("gum.jpg")));
    expect(buildSays()).toEqual([]);
    expect(entriesShowing("/media/gum.jpg")).toEqual(['Job "Storm-split gum made safe"']);
    expect(entriesShowing("/media/gum.jp")).toEqual([]);
  });

  it("refuses code in a post, a script, an on… handler, a javascript: link, and a tag the site does not show, in the editor too", () => {
    const text = [
      "Read this <script>alert('post')</script> first.",
      '<img src="/media/gum.jpg" alt="A gum" onerror="alert(1)"> [the trap](javascript:alert(1))',
      '<iframe src="https://example.org/video"></iframe> `<script>` in code is words.',
    ].join("\n\n");
    writeFileSync(file("blog/mulch-ring.md"), post(text));
    const at = 'Blog post "Why a mulch ring helps a young tree" → Post';
    expect(buildSays()).toEqual([
      `${at}: <script> is code, and the site never runs code from a post: remove it`,
      `${at}: onerror= in <img> is code, and the site never runs code from a post: remove it`,
      `${at}: <iframe> is not shown on the site: remove it (a link to what it shows can stay)`,
      `${at}: a link to javascript: is code, and the site never runs code from a post: remove it`,
    ]);
    const fields = { title: "Why a mulch ring helps a young tree", slug: "mulch-ring", body: text };
    const editor = checkEditorEntry({ collection: "blog", file: "", path: "content/blog/mulch-ring.md", data: fields }, contentIndex());
    expect(editor).toEqual(expect.arrayContaining(buildSays()));
  });

  it("refuses the phone number or the business name written out, naming the placeholder, and the name in a page's title", () => {
    writeFileSync(file("blog/mulch-ring.md"), post("Call Canopy Tree Care on 0491 570 156 or +61 491 570 156."));
    edit("suburbs/noosa.json", (json) => (json.meta.title = "Canopy Tree Care in Noosa"));
    expect(buildSays()).toEqual([
      'Suburb page "Noosa" → For search engines and link previews: Title names the business, which the site adds to every page\'s title: leave it out',
      'Blog post "Why a mulch ring helps a young tree" → Post writes out the phone number: write {phone} instead, so a new number reaches this page too',
      'Blog post "Why a mulch ring helps a young tree" → Post writes out the business name: write {name} instead, so a new name reaches this page too',
    ]);
    writeFileSync(file("blog/mulch-ring.md"), post("Call {name} on {phone}."));
    edit("suburbs/noosa.json", (json) => (json.meta.title = "Tree Removal in Noosa"));
    expect(buildSays()).toEqual([]);
  });

  it("refuses, as it is saved, a storm notice switched on whose last day has passed; the build that follows that day goes on", () => {
    const notice = { show: true, message: "Storm season: we're taking storm calls {emergency}.", until: "2026-11-20" };
    const save = (now: string) =>
      checkEditorEntry(
        { collection: "settings", file: "storm-notice", path: "content/storm-notice.json", data: notice },
        contentIndex(),
        new Date(now),
      );
    expect(save("2026-11-20T13:59:00Z")).toEqual([]); // 11:59 pm on the 20th in Queensland
    expect(save("2026-11-20T14:00:00Z")).toEqual([
      "Storm notice: Last day is 20 November 2026, which has passed, so the notice would show nowhere: choose a later Last day, leave it empty, or switch the notice off",
    ]);
    expect(save("2026-11-21T00:00:00Z")).toHaveLength(1);
    edit("storm-notice.json", (json) => Object.assign(json, notice));
    expect(buildSays()).toEqual([]);
    notice.show = false;
    expect(save("2026-11-21T00:00:00Z")).toEqual([]);
  });

  it("refuses a storm notice whose first day comes after its last, in the editor's words, and takes one written the evening before", () => {
    const notice = { show: true, message: "Storm season: we're taking storm calls {emergency}.", from: "2026-12-12", until: "2026-12-11" };
    const save = () =>
      checkEditorEntry(
        { collection: "settings", file: "storm-notice", path: "content/storm-notice.json", data: notice },
        contentIndex(),
        new Date("2026-12-10T20:00:00+10:00"),
      );
    const refusal =
      "Storm notice: First day: comes after the Last day, so the notice would never show: choose a First day on or before the Last day";
    expect(save()).toEqual([refusal]);
    edit("storm-notice.json", (json) => Object.assign(json, notice));
    expect(buildSays()).toEqual([refusal]);
    notice.until = "2026-12-12";
    expect(save()).toEqual([]);
  });

  it("refuses a moved page whose old address is still a page, or that is sent to no page", () => {
    edit("moved-pages.json", (json) => (json.items = [{ address: "/services" }, { address: "/blog/old-post", link: "/price-list" }]));
    expect(buildSays()).toEqual([
      "Moved pages → moved page 2: Now at: the link to /price-list leads to no page of the site",
      "Moved pages → moved page 1: Old address /services is a page of the site: only an address no page has is sent on",
    ]);
    // Sent to another moved page: the build sends it on to where that one leads.
    edit(
      "moved-pages.json",
      (json) =>
        (json.items = [
          { address: "/blog/old-post", link: "/blog/older-post" },
          { address: "/blog/older-post" },
          { address: "/locations/buderim" },
        ]),
    );
    expect(buildSays()).toEqual([]);
  });

  it("refuses a moved page at an address the site uses itself, or sent on to an address no host follows, naming each line; the editor alike", () => {
    const items = [
      { address: "/admin" },
      { address: "/offline" },
      { address: "/api/send-form" },
      { address: "/blog/old-post", link: "//" },
      { address: "/blog/older-post", link: "/blog/" },
    ];
    edit("moved-pages.json", (json) => (json.items = items));
    expect(buildSays()).toEqual([
      `Moved pages → moved page 1: Old address /admin is the address of the editor: only an address the site no longer uses is sent on`,
      `Moved pages → moved page 2: Old address /offline is the address of the page shown offline: only an address the site no longer uses is sent on`,
      `Moved pages → moved page 3: Old address /api/send-form is under /api, the quote form's address: only an address the site no longer uses is sent on`,
      `Moved pages → moved page 4: Now at // (where /blog/old-post sends visitors) is not a page's address as the site writes it: write /`,
      `Moved pages → moved page 5: Now at /blog/ (where /blog/older-post sends visitors) is not a page's address as the site writes it: write /blog`,
    ]);
    const editor = checkEditorEntry(
      { collection: "settings", file: "moved-pages", path: "content/moved-pages.json", data: { items } },
      contentIndex(),
    );
    expect(editor).toEqual(buildSays());
  });

  it(`refuses the first moved page past the ${HOSTS_REDIRECT_LIMIT} redirects Cloudflare Pages applies, counting both spellings of each address and a suburb's four`, () => {
    // Each address is two redirects (with and without a / at its end), a post's first address too: the limit's worth, then a suburb page's four.
    const renamed = contentIndex().entries.posts.filter(({ path, slug }) => firstAddressOf(path, slug)).length;
    const lines = Array.from({ length: HOSTS_REDIRECT_LIMIT / 2 - renamed - 1 }, (_, line) => ({ address: `/blog/gone-${line + 1}` }));
    edit("moved-pages.json", (json) => (json.items = [...lines, { address: "/blog/last-that-fits" }]));
    expect(buildSays()).toEqual([]);
    edit("moved-pages.json", (json) => (json.items = [...lines, { address: "/locations/gone-suburb" }, { address: "/blog/one-more" }]));
    expect(buildSays()).toEqual([
      `Moved pages → moved page ${lines.length + 1}: Old address /locations/gone-suburb is past what every host sends on: Cloudflare Pages follows the first 2,000 redirects and skips the rest (an address with and without a / at its end makes two, a suburb page's four addresses eight), and with this line the site has 2,006: take out the lines of pages no one visits any more`,
    ]);
  });

  it("refuses a new address for a post the site's own code links to, in the editor and the build alike", () => {
    const path = "content/blog/arborists-vs-tree-loppers.md";
    const text = readFileSync(file("blog/arborists-vs-tree-loppers.md"), "utf8");
    const { data, body } = rawFile(file("blog/arborists-vs-tree-loppers.md"), "markdown")!;
    const title = String(data.title);
    const refusal = `Blog post "${title}" is linked to by the site's menu (its Blog link) and the storm cleanup page: its address cannot change. Put its Slug back to arborists-vs-tree-loppers.`;
    const save = (slug: string) =>
      checkEditorEntry({ collection: "blog", file: "arborists-vs-tree-loppers", path, data: { ...data, body, slug } }, contentIndex());
    expect(save("arborists-or-tree-loppers")).toEqual([refusal]);
    expect(save("arborists-vs-tree-loppers")).toEqual([]);
    writeFileSync(file("blog/arborists-vs-tree-loppers.md"), text.replace(/^slug: .*$/m, "slug: arborists-or-tree-loppers"));
    expect(buildSays()).toContain(refusal);
  });

  it("names a file that is not JSON as the editor lists it, with no parser text", () => {
    writeFileSync(file("business.json"), '{ "name": "Canopy", }');
    expect(buildSays()).toEqual([
      "The business facts file is broken (not valid JSON, near line 1): put back its last published version, or ask your web person to fix it",
    ]);
    edit("storm-notice.json", (json) => (json.show = "yes"));
  });
});

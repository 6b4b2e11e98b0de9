/**
 * The editor on a 390-px phone (issue 44): every control of a long form, the Services page's (its
 * lists of keywords, reasons and questions, each item's buttons, "Add" and the toolbar), is at least
 * 44 px each way, a finger's size. Decap draws its list buttons at 26–32 px and its "Add" buttons
 * 18 px high: 79 controls were under 44 px here before admin/index.html's rule. And the owner's
 * words on its screens, a folded photo that opens on a tap, and a post's one-line change committed as
 * one line. The editor as the live site serves it (./live-editor.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths } from "#app/site/paths.ts";
import { fixtureJobs } from "../../scripts/fixtures/jobs.ts";
import { fakeDecapBridge } from "./fake-decapbridge.ts";
import { FakeGitHubRepository } from "./fake-github-repository.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { root, serveEditorFor, siteId, watch } from "./live-editor.ts";

test("every control of the Services page's form and the toolbar is at least 44 px on a phone", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phoneViewport);
  const editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
  try {
    await watch(page, context);
    await fakeDecapBridge(context, { siteId, repository: new FakeGitHubRepository(root, "content") });
    await page.goto(`${editor.site}${paths.admin}`);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("link", { name: "Business and storm notice" })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${editor.site}${paths.admin}#/collections/pages/entries/services`);
    await expect(page.getByRole("button", { name: "Add keyword" })).toBeVisible({ timeout: 30_000 });
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'button, a[href], input, select, textarea, [role="button"], [role="switch"], [contenteditable="true"]',
        ),
      ]
        // What a finger can reach: shown, and not a helper element hidden from everyone (a text box's measuring copy).
        .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== "hidden")
        .filter((control) => !control.closest('[aria-hidden="true"]'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
        .map(
          ({ control, box }) =>
            `${control.tagName} “${control.textContent?.trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`,
        ),
    );
    await page.screenshot({ path: test.info().outputPath("services-form-390.png") });
    expect(small).toEqual([]);
  } finally {
    editor.close();
  }
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("the owner's words on a phone: photos, map position, a folded keyword and reason by their words; a folded photo opens on a tap; one keyword added is one line", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phoneViewport);
    // The content as committed, with no photo yet and a job of two photos (their files need not be there: the list shows each folded).
    const copy = mkdtempSync(join(tmpdir(), "editor-words-"));
    cpSync(join(root, "content"), join(copy, "content"), { recursive: true });
    rmSync(join(copy, "content", "media"), { recursive: true, force: true });
    const [jobSlug, job] = Object.entries(fixtureJobs)[0]!;
    mkdirSync(join(copy, "content", "jobs"), { recursive: true });
    writeFileSync(join(copy, "content", "jobs", `${jobSlug}.json`), `${JSON.stringify(job, null, 2)}\n`);
    const repository = new FakeGitHubRepository(copy, "content");
    const editor = await serveEditorFor({ name: "decapbridge", siteId, branch: "main" });
    const folded = page.locator('[class*="NestedObjectLabel"]:visible');
    /** An entry, freshly loaded as a bookmark opens it: Decap 3.16 mixes up entries reached by a change of # alone (ADR 0020). */
    const open = async (hash: string) => {
      await page.goto("about:blank");
      await page.goto(`${editor.site}${paths.admin}#/collections/${hash}`);
      const login = page.getByRole("button", { name: "Login", exact: true });
      await expect(login.or(page.getByRole("button", { name: /^Publish/ }))).toBeVisible({ timeout: 30_000 });
      if (await login.isVisible()) await login.click();
    };
    try {
      await watch(page, context);
      await fakeDecapBridge(context, { siteId, repository });
      await page.goto(`${editor.site}${paths.admin}`);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByRole("link", { name: "Business and storm notice" })).toBeVisible({ timeout: 30_000 });

      // The media library is "Photos", never "Media assets", and holds photos only; before the first
      // one the repository has no content/media at all (git keeps no empty folder), and it says so.
      await page.getByRole("button", { name: "Media" }).click();
      await expect(page.getByText("No photos yet: press Upload to add one from this phone or computer.")).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: test.info().outputPath("photos-390.png") });
      for (const word of ["Media assets", "No assets found.", "README.md"]) await expect(page.getByText(word)).toHaveCount(0);
      await page.keyboard.press("Escape");

      await open("settings/entries/business");
      await expect(page.getByText("Map position", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("North–south position", { exact: true })).toBeVisible();
      await expect(page.getByText("East–west position", { exact: true })).toBeVisible();
      await expect(page.getByText(/^(Geo|Latitude|Longitude)$/i)).toHaveCount(0);

      // A page: the line above its heading; its keywords and its catalogue's reasons folded, each by its words.
      await open("pages/entries/home");
      await expect(page.getByText("Line above the heading", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("Eyebrow", { exact: true })).toHaveCount(0);
      await expect(folded.filter({ hasText: "Qualified crew" }).first()).toBeVisible();
      const labels = await folded.allTextContents();
      expect(labels.length).toBeGreaterThan(5);
      for (const id of ["Keyword", "Highlight", "qualified", "insured", "cleanup", "punctual", "paperwork"])
        expect(labels).not.toContain(id);

      // A job's folded photo: a tap on it opens it.
      await open(`jobs/entries/${jobSlug}`);
      const photo = page.locator(".owner-thumbnail").filter({ hasText: job.photos[0].alt });
      await expect(photo).toBeVisible({ timeout: 30_000 });
      const description = page.getByRole("textbox", { name: "What the photo shows" });
      await expect(description).toHaveCount(0);
      await photo.tap();
      await expect(description).toHaveValue(job.photos[0].alt);
      await expect(photo).toBeHidden();
      await page.screenshot({ path: test.info().outputPath("photo-opened-390.png") });

      // A post: its keywords folded by their words; one added is one line of its file.
      const post = "content/blog/arborists-vs-tree-loppers.md";
      const before = repository.fileAt(repository.head, post)!;
      await open("blog/entries/arborists-vs-tree-loppers");
      await expect(folded.filter({ hasText: "qualified arborist Sunshine Coast" })).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: "Add keyword" }).click();
      // The new keyword, opened (by a tap, if Decap drew it folded: "Not written yet").
      const keyword = page.getByRole("textbox", { name: "Keyword", exact: true });
      await expect(async () => {
        if (!(await keyword.last().isVisible())) await folded.filter({ hasText: "Not written yet" }).last().tap();
        await keyword.last().fill("storm damage", { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(async () => {
        await page.getByRole("button", { name: "Publish", exact: true }).click();
        await page.getByRole("menuitem", { name: "Publish now" }).click({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect.poll(() => repository.fileAt(repository.head, post), { timeout: 30_000 }).not.toBe(before);
      const [was, now] = [before.split("\n"), repository.fileAt(repository.head, post)!.split("\n")];
      expect(now.filter((line) => !was.includes(line))).toEqual(["  - storm damage"]);
      expect(was.filter((line) => !now.includes(line))).toEqual([]);
      expect(now).toHaveLength(was.length + 1);
    } finally {
      editor.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

/**
 * An entry's life in the own editor at /admin/next/ (admin/next/README.md), served by `npm run cms` on a
 * copy of the site, on a 390-px phone: a testimonial added through ＋ Testimonial becomes its own file,
 * named as the Decap editor named files, and the form becomes that entry; a suburb page a post links to
 * is not deleted, the post named; one nothing names is deleted, its old addresses in Moved pages in the
 * same publish.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { words as said } from "../../admin/next/editor-words.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { publishNotice, servedCms } from "./served-cms.ts";

test("the owner adds a testimonial, and deletes a suburb page once nothing links to it, on a phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const { copy, editor, stop } = await servedCms("editor-next-lifecycle", (folder) => {
    // A suburb page no other entry links to or names (the spec content's council post links to each of its own).
    const bliBli = readFileSync(join(folder, "content", "suburbs", "bli-bli.json"), "utf8");
    writeFileSync(
      join(folder, "content", "suburbs", "palmwoods.json"),
      bliBli.replaceAll("Bli Bli", "Palmwoods").replaceAll("bli-bli", "palmwoods"),
    );
  });
  try {
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

    // ＋ Testimonial: an empty form; published, it is its own file, and the form is that testimonial.
    await page.goto(`${editor}#/list/testimonials`);
    await page.getByRole("link", { name: said.addNew("Testimonial") }).tap();
    await expect(page.getByRole("heading", { name: said.newOne("Testimonial") })).toBeVisible();
    await shot("new-form");
    await page
      .getByLabel("What the customer said", { exact: true })
      .fill("They took the gum down without touching the fence or the roses.");
    await page.getByLabel("Name", { exact: true }).fill("Joan P.");
    await page.getByLabel("Stars", { exact: true }).fill("5");
    await page.getByLabel("Suburb", { exact: true }).fill("Buderim");
    await page.getByLabel("Date", { exact: true }).fill("2025-03-01");
    await page.getByRole("button", { name: "Publish", exact: true }).tap();
    await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
    const file = join(copy, "content", "testimonials", "2025-03-01-joan-p.json");
    expect(page.url()).toContain(`#/entry/testimonials/${encodeURIComponent("content/testimonials/2025-03-01-joan-p.json")}`);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ author: "Joan P.", location: "Buderim", date: "2025-03-01", rating: 5 });
    await expect(page.getByRole("heading", { name: "Joan P." })).toBeVisible();
    await page.getByRole("button", { name: said.earlierVersions }).tap();
    await expect(page.getByText(said.versionsNewestFirst).or(page.getByText(said.noVersions))).toBeVisible();
    await shot("earlier-versions");
    await page.getByRole("button", { name: said.close }).tap();

    // Noosa: a post links to it, so it stays, and the post is named.
    await page.goto(`${editor}#/list/suburbs`);
    await page.getByRole("link", { name: "Noosa" }).tap();
    await page.getByRole("button", { name: said.delete, exact: true }).tap();
    await expect(page.getByRole("heading", { name: said.deleteQuestion("Suburb page", "Noosa") })).toBeVisible();
    await shot("delete-question");
    await page.getByRole("button", { name: said.deleteIt }).tap();
    await expect(page.getByText(said.notDeleted)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Suburb page "Noosa" is linked to or named by Blog post/)).toBeVisible();
    await shot("delete-refused");
    expect(existsSync(join(copy, "content", "suburbs", "noosa.json"))).toBe(true);

    // Palmwoods: nothing names it; deleted, its four old addresses sent to the areas page.
    await page.goto(`${editor}#/list/suburbs`);
    await page.getByRole("link", { name: "Palmwoods" }).tap();
    await page.getByRole("button", { name: said.delete, exact: true }).tap();
    await page.getByRole("button", { name: said.deleteIt }).tap();
    await expect(page.getByText("Deleted. Its old addresses now send visitors to the areas page.")).toBeVisible({ timeout: 15_000 });
    await shot("deleted");
    expect(page.url()).toContain("#/list/suburbs");
    await expect(page.getByRole("link", { name: "Palmwoods" })).toHaveCount(0);
    expect(existsSync(join(copy, "content", "suburbs", "palmwoods.json"))).toBe(false);
    const moved = JSON.parse(readFileSync(join(copy, "content", "moved-pages.json"), "utf8")) as { items: { address: string }[] };
    expect(moved.items).toContainEqual({ address: "/locations/palmwoods" });
  } finally {
    await stop();
  }
});

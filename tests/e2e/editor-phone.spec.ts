/**
 * The editor on a 390-px phone (issue 44): every control of a long form, the Services page's (its
 * lists of keywords, reasons and questions, each item's buttons, "Add" and the toolbar), is at least
 * 44 px each way, a finger's size. Decap draws its list buttons at 26–32 px and its "Add" buttons
 * 18 px high: 79 controls were under 44 px here before admin/index.html's rule. The editor as the
 * live site serves it (./live-editor.ts).
 */
import { paths } from "#app/site/paths.ts";
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

/**
 * The editor of the project's own under `npm run cms`, on a copy of the site, on a 390-px phone: after
 * Publish it says the site is being rebuilt, then that the change is on the site and in how many
 * seconds, still said after going back to the list; a file broken by hand opens with no fields, only
 * what happened, and the failed build's "Put back" restores it. No control under 44 px and none of the
 * developer's words on those screens. An editor that cannot load says why: npm run cms stopped, or no connection. It needs no build of the site: `npm run cms` builds its copy.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brokenTitle } from "../../admin/editor/broken-entry-words.ts";
import { BUILD_STATUS_PATH, type BuildStatus } from "../../admin/editor/build-status.ts";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { MODEL_PATH } from "../../admin/next/editor-model.ts";
import { words as said } from "../../admin/next/editor-words.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { onPhone, servedCms } from "./served-cms.ts";
import { smallControls } from "./thumb-width.ts";

test("after Publish the owner is told when the change is on the site and how long it took; a file broken by hand is put back", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { copy, site, editor, stop } = await servedCms("editor-next-builds");
  try {
    const status = () =>
      fetch(`${site}${BUILD_STATUS_PATH}`).then(
        async (response) => ((await response.json()) as BuildStatus).state,
        () => "unreachable",
      );
    // The copy's first build: the version a broken file is put back to.
    await expect.poll(status, { timeout: 120_000, intervals: [1000] }).toBe("built");
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const found: Record<string, string[]> = {};
    const look = async (screen: string) => {
      found[screen] = [...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())];
    };

    await page.goto(`${editor}#/entry/settings/${encodeURIComponent("content/business.json")}`);
    const box = page.getByLabel("Phone number", { exact: true });
    await box.fill("0412 345 678");
    await page.getByRole("button", { name: "Publish", exact: true }).tap();
    await expect(page.getByText("Publishing: the site is being rebuilt with your change…")).toBeVisible();
    await look("the site being rebuilt");
    await page.getByRole("link", { name: "Back to Business and storm notice" }).tap();
    await expect(page.getByText(/^It took \d+ seconds? from Publish\.$/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("Published: your change is on the site.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View the site" })).toHaveAttribute("href", "/");
    await look("the change on the site, back at the list");
    await expect.poll(() => fetch(site).then((response) => response.text())).toContain("0412 345 678");

    // Changed by hand into something that is no JSON: no fields, what happened, and the version last published offered back.
    const catalogueFile = join(copy, "content", "catalogue.json");
    const catalogue = readFileSync(catalogueFile, "utf8");
    writeFileSync(catalogueFile, catalogue.replace("{", "{,"));
    await page.goto(`${editor}#/entry/settings/${encodeURIComponent("content/catalogue.json")}`);
    await expect(page.getByText(brokenTitle("Reasons to choose you"))).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    const putBack = page.getByRole("button", {
      name: /^Put back Reasons to choose you as published at \d{1,2}:\d{2} [ap]m (today|on .+)$/,
    });
    await expect(putBack.first()).toBeVisible({ timeout: 60_000 });
    await look("a file that cannot be read");
    await putBack.first().tap();
    await expect(page.getByText(brokenTitle("Reasons to choose you"))).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
    await look("put back");
    expect(readFileSync(catalogueFile, "utf8")).toBe(catalogue);

    // The editor that cannot load what it edits says why, in plain words: npm run cms stopped, or no connection.
    const unanswered = await phone.newPage();
    await unanswered.route(`**${MODEL_PATH}`, (route) => route.abort());
    await unanswered.goto(`${editor}`);
    await expect(unanswered.getByText(said.cannotReachEditor)).toBeVisible();
    const offline = await phone.newPage();
    await offline.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => false }));
    await offline.route(`**${MODEL_PATH}`, (route) => route.abort());
    await offline.goto(`${editor}`);
    await expect(offline.getByText(onPhone(said.editorOffline))).toBeVisible();

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  } finally {
    await stop();
  }
});

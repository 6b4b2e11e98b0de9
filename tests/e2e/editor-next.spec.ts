/**
 * The editor of the project's own at /admin/next/ (admin/next/README.md), as the owner uses it on a
 * 390-px phone through `npm run cms` on a copy of the site: the phone number changed, the tab closed
 * mid-typing and the change found again, published into the file; no control under 44 × 44 px and
 * none of the developer's words on any of its screens. It needs no build of the site: the editor is served as `npm run cms` starts.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { EDITOR_NEXT_PATH } from "../../scripts/dev/editor-next-files.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { expect, phoneViewport, test, type Page } from "./fixtures.ts";

/** The developer's and the CMS's words, which the owner never reads (issue 48). */
const notTheOwnersWords = /\b(slug|draft|persist|entry|entries|markdown|item\(s\)|yyyy|typeerror|undefined|null|nan)\b/gi;

/** The visible controls a thumb must hit that are under 44 px either way, named. */
const smallControls = (page: Page) =>
  page.$$eval("a, button, input, select, textarea, summary, label:has(input)", (controls) =>
    controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      return box.width < 44 || box.height < 44
        ? [`${control.tagName} "${control.textContent?.trim() ?? ""}" ${box.width}×${box.height}`]
        : [];
    }),
  );

test("the owner changes the phone on a phone: typed text outlives a closed tab, is published into its file, and every control is a thumb's width", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const copy = copyOfSite("editor-next");
  const factsFile = join(copy, "content", "business.json");
  const before = readFileSync(factsFile, "utf8");
  const [port, backendPort] = [await freePort(), await freePort()];
  const cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
    stdio: "ignore",
  });
  try {
    const editor = `http://localhost:${port}${EDITOR_NEXT_PATH}`;
    const started = Date.now();
    await expect
      .poll(
        () =>
          fetch(editor).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    test.info().annotations.push({ type: "editor served after", description: `${Date.now() - started} ms` });
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    let page = await phone.newPage();
    /** Each screen's small controls and words not the owner's: none expected anywhere. */
    const found: Record<string, string[]> = {};
    const look = async (screen: string) => {
      const words = (await page.locator("body").innerText()).match(notTheOwnersWords) ?? [];
      found[screen] = [...(await smallControls(page)), ...words];
    };

    await page.goto(editor);
    await page.getByRole("link", { name: /^Business and storm notice/ }).tap();
    await look("a collection's entries");
    await page.getByRole("link", { name: "Business facts" }).tap();
    const box = () => page.getByLabel("Phone number", { exact: true });
    await box().tap();
    await box().fill("");
    await box().pressSequentially("0412 345 6");
    await look("business facts' form");
    // The tab closed mid-typing; the owner opens the editor again at the same place.
    const address = page.url();
    await page.close();
    page = await phone.newPage();
    await page.goto(address);
    await expect(page.getByText(/^Your changes from \d{1,2}:\d{2} [ap]m are back in the form; nothing was published\.$/)).toBeVisible();
    await expect(box()).toHaveValue("0412 345 6");
    await look("changes back in the form");
    await box().tap();
    await box().press("End");
    await box().pressSequentially("78");
    await page.getByRole("button", { name: "Publish", exact: true }).tap();
    await expect(page.getByText("Published: the site is being rebuilt with your change.")).toBeVisible({ timeout: 15_000 });
    await look("published");
    // A change is one line: the file as it was, but for the phone's.
    const earlier = (JSON.parse(before) as { phone: string }).phone;
    expect(readFileSync(factsFile, "utf8")).toBe(before.replace(`"phone": ${JSON.stringify(earlier)}`, `"phone": "0412 345 678"`));

    await page.goto(`${editor}#/`);
    await look("the collections");
    await page.getByRole("link", { name: /^Testimonials/ }).tap();
    await look("testimonials");
    await page.getByRole("listitem").first().getByRole("link").tap();
    await page.getByRole("button", { name: "See it on the page" }).tap();
    await expect(page.getByRole("figure")).toBeVisible();
    await look("a testimonial's preview");
    await page.goto(`${editor}#/entry/pages/${encodeURIComponent("content/pages/home.json")}`);
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
    await look("the home page's sections, folded");
    // Each section opened, as the owner opens them: every control of a long page, lists of groups among them.
    for (const section of await page.locator("summary").all()) await section.tap();
    await look("the home page's words, with lists of groups");
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  } finally {
    cms.kill();
    rmSync(copy, { recursive: true, force: true });
  }
});

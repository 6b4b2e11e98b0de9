/**
 * The editor of the project's own at /admin/next/ (admin/next/README.md), as the owner uses it on a
 * 390-px phone through `npm run cms` on a copy of the site: the phone number changed, refused, the tab
 * closed mid-typing and the change found again, published into the file; the same field published
 * from elsewhere asks which to keep; the connection lost and back. Then every screen it can reach
 * (each collection, each kind of form with its sections open, each preview): no control under
 * 44 × 44 px and none of the developer's words (admin/next/developer-words.ts) on any of them. It needs no build of the site: the editor is served as `npm run cms` starts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { MODEL_PATH, type EditorModel } from "../../admin/next/editor-model.ts";
import { words as said } from "../../admin/next/editor-words.ts";
import { postWords } from "../../admin/next/post-words.ts";
import { LOCAL_ROUTES } from "../../admin/next/local-backend-protocol.ts";
import { fixtureJobs } from "../../scripts/fixtures/jobs.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { onPhone, publishNotice, servedCms } from "./served-cms.ts";
import { smallControls } from "./thumb-width.ts";

test("the owner changes the phone on a phone: typed text outlives a closed tab, is published into its file, and every control is a thumb's width", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // A job, as the owner will have them: its form is one of the screens walked.
  const [jobName, job] = Object.entries(fixtureJobs)[0]!;
  let before = "";
  const { copy, port, editor, backendUrl, servedAfter, stop } = await servedCms("editor-next", (folder) => {
    before = readFileSync(join(folder, "content", "business.json"), "utf8");
    mkdirSync(join(folder, "content", "jobs"), { recursive: true });
    writeFileSync(join(folder, "content", "jobs", `${jobName}.json`), `${JSON.stringify(job, null, 2)}\n`);
  });
  const factsFile = join(copy, "content", "business.json");
  try {
    test.info().annotations.push({ type: "editor served after", description: `${servedAfter} ms` });
    // The page holds the key its writes carry: no frame shows it, no other origin reads it, and nothing is written without it.
    const served = await fetch(editor);
    expect([served.headers.get("content-security-policy"), served.headers.get("x-frame-options")]).toEqual([
      "frame-ancestors 'none'",
      "DENY",
    ]);
    expect(served.headers.get("access-control-allow-origin")).toBeNull();
    expect(/<meta name="local-backend-key" content="([\w-]{40,})"/.test(await served.text())).toBe(true);
    const keyless = await fetch(`${backendUrl}${LOCAL_ROUTES.publish}`, {
      method: "POST",
      headers: { Origin: "http://localhost:8000", "Content-Type": "application/json" },
      body: JSON.stringify({ changes: [{ path: "content/business.json", text: "{}\n" }] }),
    });
    expect(keyless.status).toBe(403);
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    let page = await phone.newPage();
    /** Each screen's small controls and words not the owner's: none expected anywhere. */
    const found: Record<string, string[]> = {};
    const look = async (screen: string) => {
      found[screen] = [...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())];
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
    await page.getByRole("button", { name: "Publish", exact: true }).tap();
    await expect(page.getByText(said.fixFirst)).toBeVisible();
    await look("refused by the check");
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
    await expect(page.getByText(publishNotice)).toBeVisible({ timeout: 15_000 });
    await look("published");
    // Earlier versions, beside Publish: the versions listed, each with when and what differs.
    await page.getByRole("button", { name: said.earlierVersions }).tap();
    await expect(page.getByText(said.versionsNewestFirst).or(page.getByText(said.noVersions))).toBeVisible();
    await look("earlier versions");
    await page.getByRole("button", { name: said.close }).tap();
    // A change is one line: the file as it was, but for the phone's.
    const earlier = (JSON.parse(before) as { phone: string }).phone;
    expect(readFileSync(factsFile, "utf8")).toBe(before.replace(`"phone": ${JSON.stringify(earlier)}`, `"phone": "0412 345 678"`));

    // Published from another phone meanwhile: the same field asks which to keep.
    writeFileSync(factsFile, readFileSync(factsFile, "utf8").replace('"0412 345 678"', '"07 5444 1234"'));
    await box().fill("0412 345 999");
    await page.getByRole("button", { name: "Publish", exact: true }).tap();
    await expect(page.getByText(said.bothChanged)).toBeVisible();
    await look("both changed the phone");
    await phone.setOffline(true);
    await expect(page.getByText(onPhone(said.connectionLost))).toBeVisible();
    await look("the connection lost");
    await phone.setOffline(false);
    await expect(page.getByText(said.connectionBack)).toBeVisible();

    // Every screen the owner can reach: each collection, each kind of form opened section by section, each preview.
    const { collections } = (await (await fetch(`http://localhost:${port}${MODEL_PATH}`)).json()) as EditorModel;
    await page.goto(`${editor}#/`);
    await look("the collections");
    for (const collection of collections) {
      await page.goto(`${editor}#/list/${collection.name}`);
      await expect(page.getByRole("heading", { name: collection.label })).toBeVisible();
      await look(`${collection.label}: the list`);
      const forms = collection.files
        ? collection.files.map((file) => `#/entry/${collection.name}/${encodeURIComponent(file.file)}`)
        : await page
            .getByRole("listitem")
            .getByRole("link")
            .first()
            .getAttribute("href", { timeout: 2_000 })
            .then(
              (href) => [href],
              () => [],
            );
      for (const form of forms) {
        await page.goto(`${editor}${form ?? ""}`);
        const publish = page.getByRole("button", { name: "Publish", exact: true });
        await expect(publish).toBeEnabled();
        // A post's text, loaded as the post opens, in the form before it is looked at.
        await expect(page.getByText(postWords.textOpening)).toHaveCount(0);
        for (const section of await page.locator("summary").all()) await section.tap();
        await look(`${collection.label}: ${decodeURIComponent(form ?? "")}`);
        // A folder's entry may be deleted: the question asked first.
        const remove = page.getByRole("button", { name: said.delete, exact: true });
        if (await remove.isVisible()) {
          await remove.tap();
          await expect(page.getByRole("dialog")).toBeVisible();
          await look(`${collection.label}: ${decodeURIComponent(form ?? "")}, the delete question`);
          await page.getByRole("button", { name: said.keepIt }).tap();
        }
        const preview = page.getByRole("button", { name: said.preview });
        if (!(await preview.isVisible())) continue;
        await preview.tap();
        await expect(page.getByText(said.previewNote)).toBeVisible();
        await expect(page.getByText("…", { exact: true })).toHaveCount(0);
        await look(`${collection.label}: ${decodeURIComponent(form ?? "")}, its preview`);
      }
    }
    // A new entry's empty form, for each folder.
    for (const collection of collections.filter((each) => each.folder)) {
      await page.goto(`${editor}#/new/${collection.name}`);
      const publish = page.getByRole("button", { name: "Publish", exact: true });
      await expect(publish).toBeVisible();
      for (const section of await page.locator("summary").all()) await section.tap();
      await look(`${collection.label}: a new one's form`);
    }
    // A blog post's form, its text's buttons, its delete question, and its preview drawn as the site's article, among them.
    const blog = collections.find((collection) => collection.folder === "content/blog")!;
    expect(Object.keys(found).filter((screen) => screen.startsWith(`${blog.label}: #/entry/`))).toHaveLength(3);
    // The photo library (its job form with photos is walked above; tests/e2e/editor-next-photos.spec.ts adds one).
    await page.goto(`${editor}#/photos`);
    await expect(page.getByRole("heading", { name: said.yourPhotos })).toBeVisible();
    await look("the photo library");
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  } finally {
    await stop();
  }
});

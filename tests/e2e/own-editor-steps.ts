/**
 * The owner at the editor (admin/next/), as owner-editor*.spec.ts drive it under one `npm run cms`
 * per spec file (./served-cms.ts): a phone's browser per test, and the steps a person takes there: open a form, type over a field, publish and read the editor's word.
 */
import { words } from "../../admin/next/editor-words.ts";
import { expect, phoneViewport, type Browser, type Page } from "./fixtures.ts";
import { publishNoticeWithin, putAwayPublishNotice } from "./served-cms.ts";

/** A phone's browser with its own storage: changes kept on the device by one test are not found by the next. */
export async function aPhone(browser: Browser) {
  const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  return { phone, page: await phone.newPage() };
}

/** The steps a person takes in the editor at `editor`, on `page` (a second tab has its own). */
export function ownEditorSteps(page: Page, editor: string) {
  const publishButton = () => page.getByRole("button", { name: words.publish, exact: true });

  return {
    /** Opens the form of content/`file` in `collection`, as a bookmark does, filled from the file. */
    async openForm(collection: string, file: string) {
      await page.goto(`${editor}#/entry/${collection}/${encodeURIComponent(`content/${file}`)}`);
      await expect(publishButton()).toBeEnabled({ timeout: 15_000 });
    },

    /** As a person retypes a field (the `nth` of that label; -1 the last): emptied, then typed. */
    async retype(label: string | RegExp, value: string, nth = 0) {
      const box = page.getByLabel(label, { exact: true }).nth(nth);
      await box.fill("");
      await box.pressSequentially(value);
      await expect(box).toHaveValue(value);
    },

    pressPublish: () => publishButton().tap(),

    /** Publish, and the one notice that follows it, publishing then published (the last publish's put away first: it may read the same). */
    async publish() {
      await putAwayPublishNotice(page);
      await publishButton().tap();
      await expect(page.getByRole("status").filter({ hasText: publishNoticeWithin })).toBeVisible({ timeout: 15_000 });
    },
  };
}

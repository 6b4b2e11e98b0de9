/**
 * The owner at the editor of the project's own (admin/next/), as owner-editor*.spec.ts drive it: one
 * `npm run cms` on a copy of the site per spec file, a phone's browser per test, and the steps a
 * person takes there: open a form, type over a field, publish and read the editor's word.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { words } from "../../admin/next/editor-words.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { EDITOR_NEXT_PATH } from "../../scripts/dev/editor-next-files.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl } from "../../scripts/dev/local-backend.ts";
import { expect, phoneViewport, type Browser, type Page } from "./fixtures.ts";

/**
 * `npm run cms` started on a copy of the site, once its editor is served (the site's first build
 * runs on meanwhile: `built()` waits for it). `stop()` ends it and removes the copy.
 */
export async function ownEditorServed(name: string) {
  const copy = copyOfSite(name);
  const [port, backendPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${port}`;
  const editor = `http://localhost:${port}${EDITOR_NEXT_PATH}`;
  let output = "";
  const cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [cms.stdout, cms.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    cms.kill();
    rmSync(copy, { recursive: true, force: true });
  };
  try {
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
  } catch (error) {
    stop();
    throw error;
  }
  return { copy, site, editor, backendUrl: localBackendUrl(backendPort), output: () => output, stop };
}

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

    /** Publish, and the editor's word that it is published (the last publish's word put away first: it reads the same). */
    async publish() {
      const said = page.getByRole("status").filter({ hasText: words.published });
      if (await said.isVisible()) await said.getByRole("button", { name: words.understood }).tap();
      await expect(said).toHaveCount(0);
      await publishButton().tap();
      await expect(said).toBeVisible({ timeout: 15_000 });
    },
  };
}

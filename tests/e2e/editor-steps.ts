/**
 * The owner at the editor, as the owner specs drive it (owner-journey and owner-saves): `npm run cms`
 * on a copy of the site, Decap's real editor on a 390-px phone, and the steps a person takes there:
 * open an entry, type over a field, pick from a list, publish and wait for the editor's word on the
 * outcome.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { paths } from "#app/site/paths.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl } from "../../scripts/dev/local-backend.ts";
import { expect, phoneViewport, type Browser, type Page } from "./fixtures.ts";

/** The editor's words while the site rebuilds with a published change, and once it is live (admin/editor/build-banner.ts). */
const PUBLISHING = "Publishing: the site is being rebuilt with your change…";
export const PUBLISHED = "Published: your change is on the site.";
/** A rebuild, on a busy machine. */
const REBUILT = { timeout: 150_000 };

/** The build's status as `npm run cms` reports it; `{}` while it cannot be read. */
const buildStatus = (site: string) =>
  fetch(`${site}/admin/build-status.json`).then(
    (response) => response.json() as Promise<{ state?: string; startedAt?: string }>,
    () => ({}),
  );

/**
 * `npm run cms` started on a copy of the site (first changed by `prepare`, as the owner would have
 * left it) and built, and a phone's browser page to drive its editor with. `stop()` ends both.
 */
export async function ownerAtTheEditor(browser: Browser, name: string, prepare?: (copy: string) => void | Promise<void>) {
  const copy = copyOfSite(name);
  let output = "";
  const [port, backendPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${port}`;
  const editorUrl = `http://localhost:${port}${paths.admin}?local-backend=${encodeURIComponent(localBackendUrl(backendPort))}`;
  let cms: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    cms?.kill();
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    await prepare?.(copy);
    cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
      cwd: copy,
      env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [cms.stdout!, cms.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => buildStatus(site), { timeout: 180_000 }).toMatchObject({ state: "built" });
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    return { copy, site, editorUrl, page, output: () => output, stop, status: () => buildStatus(site), ...editorSteps(page, editorUrl) };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The steps a person takes in the editor, on `page` (a second tab has its own). */
function editorSteps(page: Page, editorUrl: string) {
  const published = () => page.getByText(PUBLISHED);

  /** Signs in to the local backend (no password) if the editor asks. */
  async function signInIfAsked() {
    const login = page.getByRole("button", { name: "Login" });
    await expect(login.or(page.getByRole("button", { name: /^Publish/ }))).toBeVisible({ timeout: 30_000 });
    if (await login.isVisible()) await login.click();
  }

  /**
   * Opens an entry of the editor by its address (`settings/entries/business`, `jobs/new`), signing in
   * if asked. A fresh load, as a bookmark opens it: Decap 3.16 mixes up two entries reached by a
   * change of the address's # alone (ADR 0020).
   */
  async function openEntry(hash: string) {
    await page.goto("about:blank");
    await page.goto(`${editorUrl}#/collections/${hash}`);
    await signInIfAsked();
  }

  /** As a person retypes a field (the `nth` of that name; -1 the last): select what is there, type over it. */
  async function retype(name: string, value: string, nth = 0) {
    const box = page.getByRole("textbox", { name, exact: true }).nth(nth);
    // Decap may draw the form again while it loads, dropping keys typed meanwhile: typed again, as a person would.
    await expect(async () => {
      await box.click();
      await box.press("ControlOrMeta+a");
      await box.press("Backspace");
      await expect(box).toHaveValue("", { timeout: 1_000 });
      await box.pressSequentially(value);
      await expect(box).toHaveValue(value, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }

  /** Chooses an option of one of Decap's select boxes, as a person does: open it, type, pick. */
  async function pick(label: string, option: string, nth = 0) {
    const box = page.getByRole("combobox", { name: label, exact: true }).nth(nth);
    await box.click();
    await box.pressSequentially(option);
    await page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Publish → Publish now, pressed again if the menu's animation swallowed the press; when it was pressed. */
  async function pressPublish() {
    let pressed = 0;
    await expect(async () => {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click({ timeout: 3_000 });
      pressed = Date.now();
    }).toPass({ timeout: 30_000 });
    return pressed;
  }

  /**
   * Publishes, and waits for the editor's word that the change is live: the last outcome replaced at
   * once by "Publishing", then "Published" and how long it took. Returns the ms from Publish to live.
   */
  async function publish() {
    const pressed = await pressPublish();
    await expect(page.getByText(PUBLISHING)).toBeVisible({ timeout: 10_000 });
    await expect(published()).toHaveCount(0);
    await expect(published()).toBeVisible(REBUILT);
    const live = Date.now() - pressed;
    await expect(page.getByText(/^It took \d+ seconds? from Publish\.$/)).toBeVisible();
    return live;
  }

  return { signInIfAsked, openEntry, retype, pick, pressPublish, publish, published };
}

export type OwnerAtTheEditor = Awaited<ReturnType<typeof ownerAtTheEditor>>;

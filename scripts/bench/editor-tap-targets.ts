/**
 * The thumb's-width check the owner's editor is held to (issue 48: 0 controls under 44 × 44 px on
 * every screen the owner can reach at 390 px): walks the editor's screens on a 390×844 touch phone
 * and lists, per screen, every visible control smaller than 44 px either way, with its words and size.
 *
 * Run: `node scripts/bench/editor-tap-targets.ts` on the built site (`npm run build` first), served
 * with `npm run cms`'s local backend as ./bench-editor.ts serves it; `BENCH_SITE` another folder.
 * The screens are addressed as Decap and Sveltia address them (`#/collections/<name>[/entries/<entry>|/new]`,
 * this site's collections and a first entry of each) and the overlays are opened by the words the
 * owner presses, so an editor of our own is held to the same list by keeping those addresses and
 * words, or by giving `walkScreens` its own. Prints a table and writes
 * `bench-results/editor-tap-targets.json` and a screenshot per screen into reports/editor-tap-targets/.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { paths } from "#app/site/paths.ts";
import { folders, singleFiles } from "#app/content/collections.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { freePort } from "../dev/free-port.ts";
import { localBackendUrl, startLocalBackend } from "../dev/local-backend.ts";
import { chromiumFlags, chromiumPath } from "../dev/machine.ts";

/** A finger's width (WCAG 2.5.5, Apple's and Google's guides): 44 CSS px each way. */
export const THUMB = 44;

/**
 * The controls on `page` a finger could press that are under 44 px either way: shown, not hidden
 * from everyone (a text box's measuring copy), and not clipped to nothing.
 */
export function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((thumb) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], [contenteditable="true"]',
    );
    return (
      [...controls]
        .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== "hidden")
        .filter((control) => !control.closest('[aria-hidden="true"], [inert]'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        // Under 2 px is a visually hidden control (a file input behind its button): nothing to press.
        .filter(({ box }) => box.width >= 2 && box.height >= 2 && (box.width < thumb || box.height < thumb))
        .map(({ control, box }) => {
          const words = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
          return `${control.tagName.toLowerCase()} “${words}” ${Math.round(box.width)}×${Math.round(box.height)}`;
        })
    );
  }, THUMB);
}

/** One screen the owner can reach: an address of the editor, then the words pressed to open an overlay on it. */
export interface Screen {
  name: string;
  hash: string;
  /** Typed into the form's first text box first, so that a form shows what it shows once changed (Publish). */
  change?: boolean;
  press?: (string | RegExp)[];
}

const root = join(import.meta.dirname, "..", "..");
const firstEntry = (folder: string) => {
  // A folder the owner has not used yet (no jobs) is not in git: its list and new form are still walked.
  const files = existsSync(join(root, "content", folder)) ? readdirSync(join(root, "content", folder)).toSorted() : [];
  return files.length ? basename(files[0]!).replace(/\.(json|md)$/, "") : undefined;
};

/** This site's screens: every list, one form of each kind (new ones included), and the overlays the owner opens. */
export function siteScreens(): Screen[] {
  const screens: Screen[] = [{ name: "collections", hash: "#/collections/settings" }];
  for (const name of Object.keys(singleFiles))
    screens.push({ name: `form: settings/${kebab(name)}`, hash: `#/collections/settings/entries/${kebab(name)}` });
  screens.push({ name: "form: pages/home", hash: "#/collections/pages/entries/home" });
  for (const folder of Object.values(folders)) {
    screens.push({ name: `list: ${folder.folder}`, hash: `#/collections/${folder.folder}` });
    const entry = firstEntry(folder.folder);
    if (entry) screens.push({ name: `form: ${folder.folder}/${entry}`, hash: `#/collections/${folder.folder}/entries/${entry}` });
    screens.push({ name: `form: new ${folder.folder}`, hash: `#/collections/${folder.folder}/new` });
  }
  screens.push({
    name: "changed form, Publish menu open",
    hash: "#/collections/settings/entries/business",
    change: true,
    press: ["Publish"],
  });
  screens.push({ name: "photo library", hash: "#/collections/settings", press: [/^(Media|Photos)$/] });
  return screens;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each screen freshly loaded (Decap mixes up entries reached by a change of # alone, ADR 0020), signed in if asked. */
export async function walkScreens(
  page: Page,
  editorUrl: string,
  screens: Screen[],
  { shots, signIn: signInWords = /^(login|log in|sign in)/i }: { shots?: string; signIn?: RegExp } = {},
) {
  const results: { screen: string; small: string[] }[] = [];
  for (const screen of screens) {
    await page.goto("about:blank");
    await page.goto(`${editorUrl}${screen.hash}`);
    const signIn = page.getByRole("button", { name: signInWords });
    // Drawn: a sign-in button, or any control of the editor's own.
    const drawn = page.locator('a[href]:visible, button:visible, [role="option"]:visible, input:visible, textarea:visible');
    await signIn.or(drawn).first().waitFor({ timeout: 60_000 });
    if (await signIn.isVisible()) {
      if (results.length === 0) results.push({ screen: "sign-in", small: await smallControls(page) });
      await signIn.click();
      await signIn.waitFor({ state: "hidden", timeout: 60_000 });
      await drawn.first().waitFor({ timeout: 60_000 });
    }
    // Quiet network and a moment for the editor's own late drawing (Decap redraws a form once loaded).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_500);
    if (screen.change) {
      const box = page.locator('input[type="text"], input:not([type]), textarea').first();
      await box.click();
      await box.press("End");
      await box.pressSequentially(" ");
    }
    for (const words of screen.press ?? []) {
      await page.getByRole("button", { name: words }).first().click();
      await page.waitForTimeout(800);
    }
    const small = await smallControls(page);
    results.push({ screen: screen.name, small });
    if (shots) await page.screenshot({ path: join(shots, `${screen.name.replace(/[^\w-]+/g, "-")}.png`) });
  }
  return results;
}

if (import.meta.main) {
  const client = resolve(root, process.env.BENCH_SITE ?? join("build", "client"));
  const backendPort = await freePort();
  const backend = startLocalBackend(root, backendPort, "ignore");
  const { server } = createSiteServer({ root: client, outboxPath: join(tmpdir(), "tap-targets-outbox.jsonl") });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const editorUrl = `http://localhost:${(server.address() as AddressInfo).port}${paths.admin}?local-backend=${encodeURIComponent(localBackendUrl(backendPort))}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  const shots = join(root, "reports", "editor-tap-targets");
  mkdirSync(shots, { recursive: true });
  mkdirSync(join(root, "bench-results"), { recursive: true });
  try {
    await new Promise((done) => setTimeout(done, 1_500));
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    // Nothing leaves this machine: a request elsewhere is refused (and listed).
    const refused: string[] = [];
    await phone.route(
      (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
      (route) => (refused.push(route.request().url()), route.abort("blockedbyclient")),
    );
    const results = await walkScreens(page, editorUrl, siteScreens(), { shots });
    writeFileSync(join(root, "bench-results", "editor-tap-targets.json"), `${JSON.stringify({ results, refused }, null, 2)}\n`);
    for (const { screen, small } of results) console.log(`${String(small.length).padStart(3)}  ${screen}`);
    console.log(
      `${results.reduce((total, { small }) => total + small.length, 0)} controls under ${THUMB} px; refused requests: ${refused.length}`,
    );
  } finally {
    await browser.close();
    server.close();
    backend.kill();
  }
}

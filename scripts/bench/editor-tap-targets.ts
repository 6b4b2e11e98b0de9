/**
 * The thumb's-width check the owner's editor is held to (issue 48: 0 controls under 44 × 44 px on
 * every screen the owner can reach at 390 px): walks the editor's screens on a 390×844 touch phone
 * and lists, per screen, every visible control smaller than 44 px either way, with its words and size.
 *
 * Run by `npm run bench:editor` (./bench-editor.ts), on the built site with `npm run cms`'s local backend.
 * The screens are addressed as Decap and Sveltia address them (`#/collections/<name>[/entries/<entry>|/new]`,
 * this site's collections and a first entry of each) and the overlays are opened by the words the
 * owner presses, so an editor of our own is held to the same list by keeping those addresses and
 * words, or by giving `walkScreens` its own; an end-to-end test can hold it to 0 the same way.
 */
import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { Page } from "@playwright/test";
import { folders, singleFiles } from "#app/content/collections.ts";

/** A finger's width (WCAG 2.5.5, Apple's and Google's guides): 44 CSS px each way. */
const THUMB = 44;

/**
 * The controls on `page` a finger could press that are under 44 px either way: shown, not hidden
 * from everyone (a text box's measuring copy), and not clipped to nothing.
 */
function smallControls(page: Page): Promise<string[]> {
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
interface Screen {
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
  return files.length ? basename(files[0]!) : undefined;
};

/** This site's screens in the editor at /admin: every list, one form of each kind (new ones included), and the photo library. */
export function siteScreens(): Screen[] {
  const screens: Screen[] = [
    { name: "everything", hash: "#/" },
    { name: "list: settings", hash: "#/list/settings" },
  ];
  for (const { file } of Object.values(singleFiles))
    screens.push({ name: `form: settings/${file}`, hash: `#/entry/settings/${encodeURIComponent(`content/${file}`)}` });
  screens.push({ name: "form: pages/home", hash: `#/entry/pages/${encodeURIComponent("content/pages/home.json")}` });
  for (const folder of Object.values(folders)) {
    screens.push({ name: `list: ${folder.folder}`, hash: `#/list/${folder.folder}` });
    const entry = firstEntry(folder.folder);
    if (entry)
      screens.push({
        name: `form: ${folder.folder}/${entry}`,
        hash: `#/entry/${folder.folder}/${encodeURIComponent(`content/${folder.folder}/${entry}`)}`,
      });
    screens.push({ name: `form: new ${folder.folder}`, hash: `#/new/${folder.folder}` });
  }
  screens.push({ name: "changed form", hash: `#/entry/settings/${encodeURIComponent("content/business.json")}`, change: true });
  screens.push({ name: "photo library", hash: "#/photos" });
  return screens;
}

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

/**
 * What a phone downloads before the owner can type: the JavaScript /admin loads until the first form
 * of an entry shows a field to type in, whichever editor /admin serves. Counted from the browser's own
 * responses, so lazily loaded chunks count once asked for; gzip is recomputed at level 6 (what hosts
 * use) because the local server may send brotli, and the budget is in gzip.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/** A sign-in button as Decap, Sveltia or an editor of our own may word it (the local backend needs no password). */
const SIGN_IN = /^(login|log in|sign in|work with local repository)/i;
/** A field the owner can type in: the first form is there. */
const FIELD = 'input:not([type="hidden"]):not([type="file"]):not([type="search"]), textarea, [contenteditable="true"]';

export interface ScriptWeight {
  files: number;
  /** Bytes as the server sent them (compressed or not). */
  transferred: number;
  raw: number;
  gzip: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");

/** Sums the scripts `page` loads from now until `done` resolves and the network is quiet. */
async function scriptsWhile(page: Page, done: () => Promise<unknown>): Promise<ScriptWeight> {
  const pending: Promise<{ transferred: number; raw: number; gzip: number }>[] = [];
  const listener = (response: Response) => {
    if (!isScript(response) || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return { transferred: sizes.responseBodySize, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
      })(),
    );
  };
  page.on("response", listener);
  try {
    await done();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", listener);
  }
  const each = await Promise.all(pending);
  const sum = (pick: (file: (typeof each)[number]) => number) => each.reduce((total, file) => total + pick(file), 0);
  return { files: each.length, transferred: sum((f) => f.transferred), raw: sum((f) => f.raw), gzip: sum((f) => f.gzip) };
}

/**
 * Opens `editorUrl` with the entry at `entryHash` (`#/collections/…`), signs in if asked, and sums
 * the scripts loaded until its form shows a field: the sign-in screen's scripts, then the form's.
 */
export async function scriptsBeforeFirstForm(page: Page, editorUrl: string, entryHash: string) {
  const signInScreen = await scriptsWhile(page, async () => {
    await page.goto(`${editorUrl}${entryHash}`);
    await page.getByRole("button", { name: SIGN_IN }).or(page.locator(FIELD)).first().waitFor({ timeout: 60_000 });
  });
  const form = await scriptsWhile(page, async () => {
    const signIn = page.getByRole("button", { name: SIGN_IN }).first();
    if (await signIn.isVisible()) await signIn.click();
    await page.locator(FIELD).first().waitFor({ timeout: 60_000 });
  });
  return {
    signInScreen,
    firstForm: {
      files: signInScreen.files + form.files,
      transferred: signInScreen.transferred + form.transferred,
      raw: signInScreen.raw + form.raw,
      gzip: signInScreen.gzip + form.gzip,
    },
  };
}

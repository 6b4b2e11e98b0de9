/**
 * The browser scripts a page can ask for in its route `handle` (see `app/site/page-handle.ts`). Each is
 * bundled on its own (scripts/build/vite-client-entries.ts); only the islands carry React. Every page
 * starts its scripts after its first paint (components/layout/client-script.tsx).
 */
import { serviceWorkerPath } from "#app/site/paths.ts";

export interface ClientEntryFile {
  /** Source file, from the project root. */
  file: string;
  /**
   * A script only a counting build's pages run: not bundled (nor kept by the service worker) while
   * counting is off (VITE_COUNTER=off), and field speed not while it is off either (VITE_FIELD_SPEED=off).
   */
  only?: "counting" | "field-speed";
}

export const clientEntryFiles = {
  /** That a kept quote request could not be sent: loaded by register-sw, bundled before it, only when there is one to tell. */
  "kept-failure-notice": { file: "app/browser/kept-failure-notice.ts" },
  /** On every page: installs the service worker and asks it to send quote requests kept offline. */
  "register-sw": { file: "app/browser/register-sw.ts" },
  /** Fills `[data-fragment-src]` placeholders with prerendered HTML when they come near the viewport. */
  "lazy-fragments": { file: "app/browser/lazy-fragments.ts" },
  /** Field speed (LCP, INP, CLS ratings): loaded by the counter once the page is idle, never by a page itself. */
  "field-speed": { file: "app/browser/field-speed.ts", only: "field-speed" },
  /** What of a page's address a count may carry, less what looks personal: loaded by the counter on a missing page or a tagged link only. */
  "counted-address": { file: "app/browser/counted-address.ts", only: "counting" },
  /** On every page while counting is on: the visit, taps on phone and email links, then field speed (docs/decisions/0031). Bundled after field-speed and counted-address, whose URLs it is given. */
  counter: { file: "app/browser/counter.ts", only: "counting" },
  /** The quote form's photo pipeline: loaded by the island when the first photo is picked, bundled before it. */
  "quote-photos": { file: "app/quote/photos/prepare.ts" },
  /** Hydrates the quote form, and only the form, on /contact. */
  "quote-form-island": { file: "app/browser/quote-form-island.tsx" },
} as const satisfies Record<string, ClientEntryFile>;

export type ClientEntry = keyof typeof clientEntryFiles;

/**
 * The service worker: one self-contained file at the site's root (its scope is its folder), given
 * the URLs of this build's stylesheet and page scripts to keep for offline use.
 */
export const serviceWorkerFile = { file: "app/browser/sw.ts", path: serviceWorkerPath } as const;

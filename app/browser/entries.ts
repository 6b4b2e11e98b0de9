/**
 * The browser scripts a page can ask for in its route `handle` (see `app/page-handle.ts`). Each is
 * bundled on its own (scripts/vite-client-entries.ts); only the islands carry React.
 */
export const clientEntryFiles = {
  /** Fills `[data-fragment-src]` placeholders with prerendered HTML when they come near the viewport. */
  "lazy-fragments": { file: "app/browser/lazy-fragments.ts" },
  /** Hydrates the quote form, and only the form, on /contact. */
  "quote-form-island": { file: "app/browser/quote-form-island.tsx" },
} as const;

export type ClientEntry = keyof typeof clientEntryFiles;

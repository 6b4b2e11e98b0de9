/// <reference types="vite/client" />

/** Build-time configuration; see .env.example. */
interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  readonly VITE_QUOTE_RECIPIENT?: string;
  readonly VITE_QUOTE_PHOTO_BUDGET_KB?: string;
  /** "on", "off" or "season": overrides business.ts's storm notice setting. */
  readonly VITE_STORM_NOTICE?: string;
}

/** Hashed URLs of the browser scripts in app/browser/entries.ts (scripts/vite-client-entries.ts). */
declare module "virtual:client-entries" {
  const urls: Record<import("./browser/entries").ClientEntry, string>;
  export default urls;
}

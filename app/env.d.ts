/// <reference types="vite/client" />

/** Build-time configuration; see .env.example. */
interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  readonly VITE_QUOTE_RECIPIENT?: string;
}

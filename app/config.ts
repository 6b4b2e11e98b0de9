/**
 * Build-time configuration, read from VITE_* variables (see .env.example).
 * Node scripts pass the result of Vite's loadEnv; the app passes import.meta.env.
 */
export interface SiteEnv {
  VITE_SITE_ORIGIN?: string;
}

/** Where the site is published when nobody says otherwise; a production build should set its own. */
export const DEFAULT_SITE_ORIGIN = "https://www.canopytreecare.com.au";

export function resolveSiteOrigin(env: SiteEnv | undefined): string {
  const origin = env?.VITE_SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN;
  return origin.replace(/\/+$/, "");
}

export const siteOrigin = resolveSiteOrigin(import.meta.env as SiteEnv | undefined);

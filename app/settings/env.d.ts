/// <reference types="vite/client" />

/** Build-time settings, typed from the one schema that reads them (app/settings/settings.ts). */
type SiteSettingsInput = import("#app/settings/settings.ts").SettingsInput;
interface ImportMetaEnv extends SiteSettingsInput {}

/** Hashed URLs of the browser scripts in app/site/client-entries.ts (scripts/build/vite-client-entries.ts). */
declare module "virtual:client-entries" {
  const urls: Record<import("#app/site/client-entries.ts").ClientEntry, string>;
  export default urls;
}

/// <reference types="vite/client" />

/** Build-time settings, typed from the one schema that reads them (app/config.ts). */
type SiteSettingsInput = import("#app/config.ts").SettingsInput;
interface ImportMetaEnv extends SiteSettingsInput {}

/** Hashed URLs of the browser scripts in app/client-entries.ts (scripts/build/vite-client-entries.ts). */
declare module "virtual:client-entries" {
  const urls: Record<import("#app/client-entries.ts").ClientEntry, string>;
  export default urls;
}

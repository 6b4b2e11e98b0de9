/**
 * What the bundling writes into the scripts from the owner's content, besides the content files a
 * module imports: the quote form's services (content/services). One definition for the build's
 * plugin (vite-client-entries.ts), the unit tests (vite.config.ts) and the check of whether the last
 * build's bundles can be reused (bundle-reuse.ts), which must see what changes them.
 */
import { quoteServiceOptions } from "#app/content/content-files.server.ts";
import { QUOTE_SERVICES_GLOBAL } from "#app/quote/service-options.ts";

export const contentDefines = (): Record<string, string> => ({ [QUOTE_SERVICES_GLOBAL]: JSON.stringify(quoteServiceOptions()) });

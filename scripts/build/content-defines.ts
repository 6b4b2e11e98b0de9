/**
 * What the bundling takes from the owner's content besides the content files a module imports: the
 * quote form's services, written into the scripts as a constant, and React Router's route table
 * (app/routes.ts), which a suburb or the first post adds routes to. One definition for the build's
 * plugin (vite-client-entries.ts), the unit tests (vite.config.ts) and the check of whether the last
 * build's bundles can be reused (bundle-reuse.ts), which must see what changes them.
 */
import { quoteServiceOptions } from "#app/content/content-files.server.ts";
import { QUOTE_SERVICES_GLOBAL } from "#app/quote/service-options.ts";

export const contentDefines = (): Record<string, string> => ({ [QUOTE_SERVICES_GLOBAL]: JSON.stringify(quoteServiceOptions()) });

/** All of it, as the bundling would read it now. Once per process: the route table is a module, read when first imported. */
export const contentInBundles = async () => ({ defines: contentDefines(), routes: (await import("#app/routes.ts")).default });

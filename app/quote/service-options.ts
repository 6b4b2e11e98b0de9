/**
 * The quote form's Service choices: each service whose file says the form offers it (content/services,
 * in their order, by its name in the form), then the fixed ones. The build writes the services' into
 * the page and its scripts as a constant (scripts/build/vite-client-entries.ts; vite.config.ts for
 * the unit tests), so a service added in the editor is offered from the next build. Code run outside
 * a build (the outbox server) has the fixed ones only, and holds a value to a service's shape
 * (./schema.ts).
 */
import { fixedServiceOptions } from "#app/words-in-code/quote-options.ts";

declare const QUOTE_SERVICES: readonly { value: string; label: string }[] | undefined;

/** The global the build defines: its name, for the build's `define`. */
export const QUOTE_SERVICES_GLOBAL = "QUOTE_SERVICES";

export const serviceOptions: readonly { value: string; label: string }[] = [
  ...(typeof QUOTE_SERVICES === "undefined" ? [] : QUOTE_SERVICES),
  ...fixedServiceOptions,
];

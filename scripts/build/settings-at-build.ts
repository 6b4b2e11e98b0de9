/**
 * A browser script's settings resolved as it is bundled: in its bundle, app/settings/settings.ts
 * becomes its result, a constant, so the browser runs no schema to read import.meta.env (the quote
 * form's island carried the settings' zod schema, about 0.9 KB gzip, to read nine variables).
 * The quote's recipient, when VITE_QUOTE_RECIPIENT is unset, is the business email, read from the
 * page as every business fact is (business-facts-plugin.ts), so a changed email still reuses the
 * bundles (ADR 0036). Build only: in dev and tests the module reads import.meta.env itself.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { readSettings } from "#app/settings/settings.ts";

/** The recipient while the business email stands in for it: filled from the page (no email is empty). */
const FROM_THE_FACTS = "";

export function settingsAtBuild(root: string, env: Record<string, string>): Plugin {
  const file = join(root, "app", "settings", "settings.ts");
  const settings = readSettings(env, { email: FROM_THE_FACTS });
  return {
    name: "settings-at-build",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id !== file) return;
      return [
        `import { business } from "#app/content/business.ts";`,
        `export const settings = ${JSON.stringify(settings)};`,
        `if (settings.delivery.recipient === ${JSON.stringify(FROM_THE_FACTS)}) settings.delivery.recipient = business.email;`,
      ].join("\n");
    },
  };
}

/**
 * The business facts (content/business.json) written into no bundle, so a changed phone publishes
 * as fast as a changed page: the bundles are reused (ADR 0036). The server bundle reads the file
 * as it renders the pages; a browser script reads the facts from the page that loaded it, where
 * the island writes them (app/islands/island.tsx). Build only: in dev and tests the file is
 * imported as usual.
 */
import { resolve, dirname, join } from "node:path";
import type { Plugin } from "vite";
import { BUSINESS_FACTS_ELEMENT } from "#app/content/business.ts";

const VIRTUAL_ID = "\0business-facts";

export function businessFactsAtRuntime(root: string): Plugin {
  const file = join(root, "content", "business.json");
  const loader = join(root, "app", "content", "load.server.ts");
  return {
    name: "business-facts-at-runtime",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && resolve(dirname(importer), source) === file) return VIRTUAL_ID;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return;
      if (this.environment.config.consumer === "server")
        return [
          `import { readFileSync } from "node:fs";`,
          `import { join } from "node:path";`,
          `import { contentFolder } from ${JSON.stringify(loader)};`,
          `export default JSON.parse(readFileSync(join(contentFolder(), "business.json"), "utf8"));`,
        ].join("\n");
      // Pure: a script that imports the facts without reading them (the service worker) drops this.
      return `export default /* @__PURE__ */ JSON.parse(document.getElementById(${JSON.stringify(BUSINESS_FACTS_ELEMENT)}).textContent);`;
    },
  };
}

/**
 * Browser scripts that are not React Router route modules (`app/site/client-entries.ts`): the small
 * modules a prerendered page loads, and the quote form's island. React Router's client bundle is
 * never loaded by any page, so each of these is bundled on its own, beside it, self-contained:
 * one request per script, nothing shared with code no page runs. The prerender reads their hashed
 * URLs from `virtual:client-entries`. In dev, Vite serves the sources, after React's refresh
 * preamble (which React Router's own client would otherwise install).
 */
import { writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { build, loadEnv, type Plugin, type Rolldown } from "vite";
import { readSettings } from "#app/settings/settings.ts";
import { BUNDLED_CONTENT_FILE } from "./bundle-reuse.ts";
import { businessFactsAtRuntime } from "./business-facts-plugin.ts";
import { contentDefines } from "./content-defines.ts";
import { settingsAtBuild } from "./settings-at-build.ts";

const VIRTUAL_ID = "virtual:client-entries";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_ENTRY = "virtual:client-entry/";
const REFRESH_PREAMBLE = "virtual:react-router/inject-hmr-runtime";

interface ClientEntryFile {
  /** Source file, from the project root. */
  file: string;
  only?: "counting" | "field-speed";
}

interface ServiceWorkerFile {
  file: string;
  /** Its URL: a fixed path, not a hashed one, since a service worker's scope is its folder. */
  path: string;
}

/** What the service worker is given: the build's stylesheets and page scripts, to keep for offline use. */
const PRECACHE_GLOBAL = "SW_PRECACHE_ASSETS";
/** Where the counting scripts and the service worker send what they count (app/counts/count-event.ts), or null. */
const COUNTER_GLOBAL = "SITE_COUNTER";
/**
 * The URL of an entry bundled before this one, for a script that loads another later (the counter,
 * field speed) without `import()`, which would bring Vite's preload helper (1 KB) along: one
 * constant per entry, `ENTRY_URL_FIELD_SPEED` for field-speed, so a script carries only the URL it reads.
 */
const entryUrlGlobal = (name: string) => `ENTRY_URL_${name.toUpperCase().replaceAll("-", "_")}`;

/** One script and whatever it loads (lazy imports, workers), minified for the browser. */
export async function bundle(root: string, mode: string, input: string, define: Record<string, string> = {}, plugins: Plugin[] = []) {
  const output = (await build({
    configFile: false,
    root,
    mode,
    plugins,
    logLevel: "warn",
    publicDir: false,
    define,
    oxc: { jsx: { runtime: "automatic" } },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input,
        output: { format: "es", entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" },
        // An entry that another script loads by its URL (the quote form's photos) keeps its exports.
        preserveEntrySignatures: "exports-only",
        // Reading a property has no side effect in this code (no getter does work), so a constant
        // table read at module level (app/site/paths.ts) is dropped where nothing uses what it reads.
        treeshake: { propertyReadSideEffects: false },
        // React Router's modules begin with "use client" (for React Server Components, unused here),
        // and every build warned that a browser bundle drops it: a warning with nothing to act on.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output;
}

export const isChunk = (file: Rolldown.OutputChunk | Rolldown.OutputAsset): file is Rolldown.OutputChunk => file.type === "chunk";

export function clientEntries(root: string, entries: Record<string, ClientEntryFile>, serviceWorker: ServiceWorkerFile): Plugin {
  const urls: Record<string, string> = {};
  let serving = false;
  let mode = "production";
  let counter: Record<string, string> = {};
  let env: Record<string, string> = {};
  /** Whether this build's pages can run an entry (app/site/client-entries.ts): the counting scripts only while they count. */
  let runs = (_entry: ClientEntryFile) => true;
  // The content files any bundle imports, for the next build to know whether it may reuse these (bundle-reuse.ts).
  const contentFolder = join(root, "content") + sep;
  const bundledContent = new Set<string>();
  const note = (ids: Iterable<string>) => {
    for (const id of ids) if (id.startsWith(contentFolder)) bundledContent.add(relative(root, id.split("?")[0]!));
  };
  return {
    name: "client-entries",
    // The counter's settings, read by the one schema of settings, and the quote form's services, read
    // from content/services, written into the scripts as constants.
    config(_config, { mode: configMode }) {
      env = loadEnv(configMode, root, "VITE_");
      const counting = readSettings(env).counter;
      runs = ({ only }) => only === undefined || (counting !== undefined && (only === "counting" || counting.speed));
      counter = {
        [COUNTER_GLOBAL]: JSON.stringify(counting ?? null),
        ...contentDefines(),
      };
      return { define: counter };
    },
    configResolved(config) {
      serving = config.command === "serve";
      mode = config.mode;
    },
    async generateBundle(_options, output) {
      note(this.getModuleIds());
      if (this.environment.name !== "client") return;
      /** Every file the entries this build's pages run load: kept by the service worker, so the page works offline as online. */
      const scripts: string[] = [];
      for (const [name, entry] of Object.entries(entries).filter(([, file]) => runs(file))) {
        const earlier = Object.entries(urls).map(([earlierName, url]) => [entryUrlGlobal(earlierName), JSON.stringify(url)]);
        const define = { ...counter, ...Object.fromEntries(earlier) };
        const plugins = [businessFactsAtRuntime(root), settingsAtBuild(root, env)];
        for (const file of await bundle(root, mode, resolve(root, entry.file), define, plugins)) {
          if (isChunk(file)) note(file.moduleIds);
          const fileName = `assets/${basename(file.fileName)}`;
          this.emitFile({ type: "asset", fileName, source: isChunk(file) ? file.code : file.source });
          scripts.push(`/${fileName}`);
          if (isChunk(file) && file.isEntry) urls[name] = `/${fileName}`;
        }
      }
      const stylesheets = Object.keys(output)
        .filter((file) => file.endsWith(".css"))
        .map((file) => `/${file}`);
      const define = { ...counter, [PRECACHE_GLOBAL]: JSON.stringify([...stylesheets, ...new Set(scripts)]) };
      const [script, ...more] = await bundle(root, mode, resolve(root, serviceWorker.file), define, [businessFactsAtRuntime(root)]);
      if (!script || !isChunk(script) || more.length > 0) this.error(`${serviceWorker.file} must be one file, with nothing loaded lazily`);
      note(script.moduleIds);
      this.emitFile({ type: "asset", fileName: serviceWorker.path.slice(1), source: script.code });
    },
    writeBundle() {
      const buildFolder = dirname(resolve(root, this.environment.config.build.outDir));
      writeFileSync(join(buildFolder, BUNDLED_CONTENT_FILE), JSON.stringify([...bundledContent].toSorted()));
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id.startsWith(DEV_ENTRY)) return `\0${id}`;
    },
    load(id) {
      if (id.startsWith(`\0${DEV_ENTRY}`)) {
        const entry = entries[id.slice(DEV_ENTRY.length + 1)]!;
        return `import "${REFRESH_PREAMBLE}";\nimport "/${relative(root, resolve(root, entry.file))}";\n`;
      }
      if (id !== RESOLVED_ID) return;
      // Route modules are bundled for the browser too, where these tags are never rendered anew.
      if (!serving && this.environment.name === "client") return "export default {};";
      const map = serving ? Object.fromEntries(Object.keys(entries).map((name) => [name, `/@id/__x00__${DEV_ENTRY}${name}`])) : urls;
      const missing = Object.entries(entries).flatMap(([name, entry]) => (runs(entry) && !map[name] ? [name] : []));
      if (missing.length > 0) this.error(`client entries not built before the prerender: ${missing.join(", ")}`);
      return `export default ${JSON.stringify(map)};`;
    },
  };
}

/**
 * The host installs only what the build needs (ADR 0038): every package a file the build runs or
 * bundles names is a dependency, found by following the build's imports from its entry files; the
 * install scripts that may run are named; Node comes from .nvmrc, not the `node` package; the
 * host's command in docs/deploying.md is the one the rehearsal and the end-to-end tests run. The
 * install and build themselves run in `npm run test:e2e` (tests/e2e/run.ts builds its EmailJS site so).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { HOST_COMMAND, HOST_INSTALL } from "../scripts/dev/host-build.ts";

const root = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const packageJson = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));

/** What the build runs or bundles: its scripts, the configuration Vite and React Router load, every route and browser script, the editor. */
const entries = [
  "scripts/build/build.ts",
  "scripts/build/postbuild.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "app/routes.ts",
  "app/root.tsx",
  "app/app.css",
  ...["routes", "browser"].flatMap((folder) =>
    readdirSync(join(root, "app", folder))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
      .map((file) => `app/${folder}/${file}`),
  ),
  "admin/start.js",
  "admin/editor/editor.ts",
];
/** Loaded by the configuration only under the tests (vite.config.ts: `process.env.VITEST`). */
const onlyUnderTests = new Set(["@vitest/browser-playwright"]);

const patterns = [
  /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm, // import x from "p", import "p", export … from "p"
  /\bimport\(\s*["'`]([^"'`$]+)/g, // import("p")
  /require\.resolve\(\s*["'`]([^"'`$]+)/g, // a package's file read by path
  /["']node_modules["'],\s*["']((?:@[^"']+["'],\s*["'])?[^"'.][^"']*)["']/g, // join(root, "node_modules", "p", …)
  /@(?:import|config|plugin)\s+["']([^"']+)["']/g, // CSS
];

/** The package a specifier names ("@scope/name/file" → "@scope/name"), or undefined for a module of this project or Node's. */
function packageOf(specifier: string): string | undefined {
  const name = specifier.replace(/["'],\s*["']/, "/");
  if (/^[./#]/.test(name) || name.startsWith("node:") || name.startsWith("virtual:") || builtinModules.includes(name)) return undefined;
  return name
    .split("/")
    .slice(0, name.startsWith("@") ? 2 : 1)
    .join("/");
}

/** The project's module an import names, as a path from the root. */
function moduleOf(specifier: string, from: string): string | undefined {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice(5)}`;
  if (specifier.startsWith(".")) return normalize(join(dirname(from), specifier));
  return undefined;
}

/** Every package named by a file the build reaches from its entry files, with one file that names it. */
function packagesOfTheBuild(): Map<string, string> {
  const named = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(root, file))) continue;
    seen.add(file);
    const text = read(file);
    for (const pattern of patterns)
      for (const [, specifier = ""] of text.matchAll(pattern)) {
        const name = packageOf(specifier);
        if (name && !onlyUnderTests.has(name) && !named.has(name)) named.set(name, file);
        const module = moduleOf(specifier, file);
        if (module && /\.(tsx?|js|css)$/.test(module)) queue.push(relative(root, join(root, module)));
      }
  }
  return named;
}

describe("the host's install", () => {
  it("has every package the build's files name: a dependency, not a devDependency", () => {
    const named = packagesOfTheBuild();
    expect(named.size).toBeGreaterThan(15);
    const missing = [...named].filter(([name]) => !packageJson.dependencies[name]).map(([name, file]) => `${name} (named by ${file})`);
    expect(missing, "move these to dependencies: `npm ci --omit=dev` leaves them out").toEqual([]);
  });

  it("keeps isbot a dependency: without it React Router's build adds it and runs npm install itself", () => {
    expect(packageJson.dependencies).toHaveProperty("isbot");
  });

  it("takes Node from .nvmrc on a host: the `node` package is a dev dependency of the same major version", () => {
    const major = read(".nvmrc").trim();
    expect(packageJson.devDependencies.node.split(".")[0]).toBe(major);
    expect(packageJson.dependencies).not.toHaveProperty("node");
    expect(packageJson.engines.node).toBe(`>=${major} <${Number(major) + 1}`);
  });

  it("names in allowScripts each package whose install script may run, and only those (npm 12 runs no other)", () => {
    const withScripts = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.split("node_modules/").at(-1));
    expect(Object.keys(packageJson.allowScripts).toSorted()).toEqual([...new Set(withScripts)].toSorted());
  });

  it("is the command docs/deploying.md gives each host", () => {
    const deploying = read("docs/deploying.md");
    expect(deploying).toContain(`\`${HOST_COMMAND}\``);
    expect(deploying).toContain("`SKIP_DEPENDENCY_INSTALL`");
    // Netlify runs its own `npm install`: given the same flags, it installs the same packages.
    expect(deploying).toContain(`\`NPM_FLAGS=${HOST_INSTALL.replace("npm ci ", "")}\``);
  });

  it("is the Worker's configuration on Cloudflare, keeping the variables the owner sets in the dashboard: no Pages output folder, keep_vars on", () => {
    const config = read("wrangler.toml");
    expect(config).not.toMatch(/^\s*pages_build_output_dir\s*=/m);
    expect(config).toMatch(/^main = "worker\/index.ts"$/m);
    // Without it, each `wrangler deploy` replaces the dashboard's variables with the file's [vars].
    expect(config).toMatch(/^keep_vars = true$/m);
    expect(packageJson.scripts["serve:cloudflare"]).toBe("node scripts/dev/serve-cloudflare.ts");
  });
});

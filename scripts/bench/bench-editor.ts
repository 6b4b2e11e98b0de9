/**
 * `npm run bench:editor`: what opening the editor at /admin costs a phone (issue 48's bars: ≤ 400 KB gzip of JavaScript before the first form; painted
 * ≤ 2 s and interactive ≤ 3 s on Lighthouse mobile). On the built site (`BENCH_SITE` another folder),
 * served by the local server with the editor's page as `npm run cms` serves it, with its local backend
 * (scripts/dev/local-backend.ts, reading this project's content/, writing nothing), in Debian's Chromium at 390×844 with touch:
 * - the JavaScript loaded until the sign-in screen, and until the business facts' form shows a
 *   field (./editor-first-form.ts), transferred, raw and gzip;
 * - every control under 44 × 44 px on each screen the owner reaches (./editor-tap-targets.ts), with a
 *   screenshot of each screen in reports/editor-tap-targets/;
 * - Lighthouse mobile on /admin (simulated 4G, 4× CPU, median of 3): first paint, LCP, TBT, TTI.
 * Prints the figures with the machine's load beside the timings; writes `bench-results/bench-editor.json`.
 * A benchmark: nothing here is asserted.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { paths } from "#app/site/paths.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { freePort } from "../dev/free-port.ts";
import { serveEditorNext } from "../dev/editor-next-files.ts";
import { newEditorKey } from "../dev/editor-key.ts";
import { localBackendUrl, startLocalBackend } from "../dev/local-backend.ts";
import { chromiumFlags, chromiumPath } from "../dev/machine.ts";
import { DEFAULT_CPU_SLOWDOWN } from "./bench-cpu.ts";
import { scriptsBeforeFirstForm } from "./editor-first-form.ts";
import { siteScreens, walkScreens } from "./editor-tap-targets.ts";
import { audit } from "./bench-lighthouse.ts";

const root = join(import.meta.dirname, "..", "..");
const client = resolve(root, process.env.BENCH_SITE ?? join("build", "client"));
/** The first form: the business facts, one file every editor of this site opens. */
const ENTRY = `#/entry/settings/${encodeURIComponent("content/business.json")}`;
const load = () => loadavg().map((value) => value.toFixed(2));

const backendPort = await freePort();
const key = newEditorKey();
const backend = startLocalBackend(root, backendPort, { key, output: "ignore" });
// The editor's page with this computer's local backend and its key named in it, as `npm run cms` serves it.
const routes = {};
serveEditorNext(routes, root, localBackendUrl(backendPort), { name: "local" }, key);
const { server } = createSiteServer({
  root: client,
  routes,
  outboxPath: join(tmpdir(), "bench-editor-outbox.jsonl"),
  countsPath: join(tmpdir(), "bench-editor-counts.jsonl"),
});
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const editorUrl = `http://localhost:${(server.address() as AddressInfo).port}${paths.admin}`;
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
});
try {
  // The local content server takes a moment to listen; the editor asks it once at start.
  await new Promise((done) => setTimeout(done, 1_500));
  // Nothing leaves this machine: a request elsewhere is refused, and listed.
  const refused: string[] = [];
  /** A phone of its own for each measurement: nobody signed in yet, nothing cached. */
  const phonePage = async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await phone.route(
      (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
      (route) => (refused.push(route.request().url()), route.abort("blockedbyclient")),
    );
    return phone.newPage();
  };
  const firstPage = await phonePage();
  const scripts = await scriptsBeforeFirstForm(firstPage, editorUrl, ENTRY);
  await firstPage.context().close();
  const shots = join(root, "reports", "editor-tap-targets");
  mkdirSync(shots, { recursive: true });
  const walkPage = await phonePage();
  const small = await walkScreens(walkPage, editorUrl, siteScreens(), { shots });
  await walkPage.context().close();
  const loadBefore = load();
  const lighthouse = await audit(debuggingPort, editorUrl, DEFAULT_CPU_SLOWDOWN);
  const tapTargets = { under44: small.reduce((total, { small: controls }) => total + controls.length, 0), perScreen: small };
  const result = {
    measuredAt: new Date().toISOString(),
    site: client,
    scripts,
    tapTargets,
    lighthouse,
    loadBefore,
    loadAfter: load(),
    refused,
  };
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results", "bench-editor.json"), `${JSON.stringify(result, null, 2)}\n`);
  for (const { screen, small: controls } of small) console.log(`${String(controls.length).padStart(3)} under 44 px  ${screen}`);
  console.log(JSON.stringify({ ...result, tapTargets: { under44: tapTargets.under44 } }, null, 2));
} finally {
  await browser.close();
  server.close();
  backend.kill();
}

/**
 * The editor on trial at /admin/next/ (admin/next/README.md), measured as issue 48 asks: the
 * JavaScript before its first form (from its bundled files) and Lighthouse mobile on its first screen
 * (the default simulated 4G and 4× CPU, median of 3), in Debian's Chromium. Start `npm run cms` first
 * and pass its site's address: `node scripts/bench/bench-editor-next.ts http://localhost:<port>`; a path
 * after it (`/admin`) audits that page instead, for the same figures of the current editor.
 */
import { chromium } from "@playwright/test";
import { loadavg } from "node:os";
import { join } from "node:path";
import { chromiumFlags, chromiumPath } from "../dev/machine.ts";
import { bundleEditor, firstFormBytes } from "../build/admin-files.ts";
import { EDITOR_NEXT_PATH } from "../dev/editor-next-files.ts";
import { freePort } from "../dev/free-port.ts";
import { DEFAULT_CPU_SLOWDOWN } from "./bench-cpu.ts";
import { audit } from "./bench-lighthouse.ts";

const [site, path = EDITOR_NEXT_PATH] = process.argv.slice(2);
if (!site) throw new Error("Pass the address npm run cms prints for the site, e.g. http://localhost:3000");

const bytes = firstFormBytes(await bundleEditor());
console.log(`JavaScript before the first form: ${(bytes.gzip / 1024).toFixed(1)} KB gzip, ${(bytes.raw / 1024).toFixed(1)} KB raw`);

// npm run cms bundles the editor when it is first opened: not a cost of the phone's, so paid before the audit.
await fetch(`${site}${path}`);
const port = await freePort();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags, `--remote-debugging-port=${port}`] });
try {
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  const result = await audit(port, `${site}${path}`, DEFAULT_CPU_SLOWDOWN);
  console.log(
    `load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
}

/** `npm run test:e2e`: build the site, then run Playwright against it in Debian's browsers. */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkoutCopy, HOST_BUILD, HOST_INSTALL, hostEnv, runTimed } from "../../scripts/dev/host-build.ts";
import { chromiumPath, firefoxPath, hasChromium, nginxPath, webkitDriverPath } from "../../scripts/dev/machine.ts";
import { emailjsTestEnv } from "./emailjs-env.ts";

if (!hasChromium()) {
  console.error(
    `No Chromium at ${chromiumPath()}. Install Debian's package (sudo apt-get install chromium) ` +
      "or set CHROMIUM_PATH to a Chromium binary. Do not download a browser with 'npx playwright install'.",
  );
  process.exit(1);
}
// Debian's programs the tests start besides Chromium, each with the package that brings it.
const programs: [path: string, use: string, debianPackage: string][] = [
  [nginxPath(), "the tests serve the site with it", "nginx"],
  [firefoxPath(), "the journeys run in Firefox", "firefox-esr"],
  [webkitDriverPath(), "the journeys run in WebKit", "webkit2gtk-driver"],
  ["/usr/bin/Xvfb", "WebKit's browser runs in a virtual display", "xvfb"],
];
for (const [path, use, debianPackage] of programs) {
  if (existsSync(path)) continue;
  console.error(`No ${path}: ${use}. Install Debian's package (sudo apt-get install ${debianPackage}).`);
  process.exit(1);
}
const run = (command: string, env: Record<string, string> = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
const buildsStarted = performance.now();
run("npm run build");
// The production shape of the quote form, built as a host builds it (ADR 0038): a copy of this checkout
// with an install of only what the build needs (from this machine's npm cache: no test reaches the
// internet), on .nvmrc's Node, with Cloudflare Pages' variable and EmailJS keys (fake ones; the tests
// intercept every request to the provider). A package the build uses but only dev installs fails here.
const copy = checkoutCopy("e2e-host-build");
try {
  const env = hostEnv({ ...emailjsTestEnv, CF_PAGES: "1", CMS_BACKEND: "local", npm_config_offline: "true" });
  const [install, build] = [runTimed(copy, HOST_INSTALL, env), runTimed(copy, HOST_BUILD, env)];
  console.log(`build-emailjs built as a host builds it: install ${install.seconds.toFixed(1)} s, build ${build.seconds.toFixed(1)} s`);
  rmSync("build-emailjs", { recursive: true, force: true });
  renameSync(join(copy, "build"), "build-emailjs");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
// Counting switched off: nothing may be sent (tests/e2e/counting-off.spec.ts).
run("npm run build", { BUILD_DIR: "build-uncounted", VITE_COUNTER: "off" });
// Their time, for the wall times CI prints beside its totals (scripts/dev/test-totals.ts).
mkdirSync("reports", { recursive: true });
writeFileSync("reports/e2e-builds.json", JSON.stringify({ seconds: (performance.now() - buildsStarted) / 1000 }));
run(`playwright test ${process.argv.slice(2).join(" ")}`);

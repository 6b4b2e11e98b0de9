/** `npm run test:e2e`: build the site, then run Playwright against it in Debian's Chromium. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, hasChromium } from "../tests/e2e/chromium.ts";
import { emailjsTestEnv } from "../tests/e2e/emailjs-env.ts";
import { nginxPath } from "../tests/e2e/host-runtimes.ts";

if (!hasChromium()) {
  console.error(
    `No Chromium at ${chromiumPath()}. Install Debian's package (sudo apt-get install chromium) ` +
      "or set CHROMIUM_PATH to a Chromium binary. Do not download a browser with 'npx playwright install'.",
  );
  process.exit(1);
}
if (!existsSync(nginxPath())) {
  console.error(`No nginx at ${nginxPath()}: the tests serve the site with it. Install Debian's package (sudo apt-get install nginx).`);
  process.exit(1);
}
const run = (command: string, env: Record<string, string> = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
run("npm run build");
// The production shape of the quote form: a build with EmailJS keys (fake ones; the tests
// intercept every request to the provider, nothing leaves the machine).
run("npm run build", { BUILD_DIR: "build-emailjs", ...emailjsTestEnv });
run(`playwright test ${process.argv.slice(2).join(" ")}`);

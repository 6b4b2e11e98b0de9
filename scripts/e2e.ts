/** `npm run test:e2e`: build the site, then run Playwright against it in Debian's Chromium. */
import { execSync } from "node:child_process";
import { chromiumPath, hasChromium } from "../tests/e2e/chromium.ts";

if (!hasChromium()) {
  console.error(
    `No Chromium at ${chromiumPath()}. Install Debian's package (sudo apt-get install chromium) ` +
      "or set CHROMIUM_PATH to a Chromium binary. Do not download a browser with 'npx playwright install'.",
  );
  process.exit(1);
}
const run = (command: string) => execSync(command, { stdio: "inherit" });
run("npm run build");
run(`playwright test ${process.argv.slice(2).join(" ")}`);

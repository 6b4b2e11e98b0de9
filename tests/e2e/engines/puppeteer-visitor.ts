/**
 * Chromium and Firefox as a visitor's browser, through puppeteer-core: Debian's chromium over the
 * DevTools protocol, Debian's firefox-esr over WebDriver BiDi (Playwright's own BiDi client asks
 * Firefox 153 ESR for commands it does not have yet; puppeteer's does not). Both write what
 * their pages and service workers log to the console on the browser's output, which is read here.
 */
import { join } from "node:path";
import { launch as launchBrowser, type Browser, type Page } from "puppeteer-core";
import { chromiumFlags, chromiumPath, firefoxPath } from "../../../scripts/dev/machine.ts";
import { phone, type Visitor, type VisitorOptions } from "./visitor.ts";

/** A console line is a problem when it is an error, a warning, or an uncaught exception. */
const problemLine: Record<"chromium" | "firefox", RegExp> = {
  // Chromium logs every console message with --enable-logging; the site logs nothing in normal use.
  chromium: /:CONSOLE[:(]/,
  // Firefox, with content console messages on stdout and its own (chrome) messages off; some of
  // its own still come (its backup service's, from resource:// modules), and are not the site's.
  firefox: /^(console\.(error|warn)|JavaScript (error|warning)): (?!(resource|chrome):\/\/)/,
};

/**
 * Firefox's own calls home, off: no test reaches the internet. Without these it asks Mozilla's
 * remote settings and a connectivity check on every start (seen with strace on ESR 153).
 */
const firefoxOffline = {
  "services.settings.server": "data:,#remote-settings-off/v1",
  "network.connectivity-service.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.dns.disablePrefetch": true,
  "network.prefetch-next": false,
  "network.predictor.enabled": false,
  "network.trr.mode": 5,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "browser.safebrowsing.downloads.enabled": false,
  "browser.safebrowsing.update.enabled": false,
  "browser.search.update": false,
  "browser.region.update.enabled": false,
  "browser.region.network.url": "",
  "browser.newtabpage.enabled": false,
  "browser.startup.homepage": "about:blank",
  "browser.ping-centre.telemetry": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "datareporting.healthreport.uploadEnabled": false,
  "toolkit.telemetry.enabled": false,
  "toolkit.telemetry.server": "",
  "app.update.auto": false,
  "app.normandy.enabled": false,
  "extensions.update.enabled": false,
  "extensions.getAddons.cache.enabled": false,
  "extensions.blocklist.enabled": false,
  "messaging-system.rsexperimentloader.enabled": false,
  // Its experiments loader then logs that it found no server, on the same stdout as the pages.
  "messaging-system.log": "off",
  "browser.contentblocking.report.lockwise.enabled": false,
  "identity.fxaccounts.enabled": false,
};

async function launch(engine: "chromium" | "firefox", { javaScript, workFolder }: VisitorOptions): Promise<Browser> {
  if (engine === "chromium") {
    return launchBrowser({
      browser: "chrome",
      executablePath: chromiumPath(),
      headless: true,
      args: [...chromiumFlags, "--enable-logging=stderr", "--v=0"],
      userDataDir: join(workFolder, "profile"),
    });
  }
  return launchBrowser({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    userDataDir: join(workFolder, "profile"),
    // Mozilla's own test switch: Firefox refuses every connection off this machine, and then also
    // honours the remote settings server set below (release builds ignore it otherwise).
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: "1" },
    extraPrefsFirefox: {
      // Firefox's BiDi has no command to switch scripts off for a page: the preference does.
      "javascript.enabled": javaScript,
      "devtools.console.stdout.content": true,
      "devtools.console.stdout.chrome": false,
      ...firefoxOffline,
    },
  });
}

export async function puppeteerVisitor(engine: "chromium" | "firefox", options: VisitorOptions): Promise<Visitor> {
  const browser = await launch(engine, options);
  const output: string[] = [];
  for (const stream of [browser.process()?.stdout, browser.process()?.stderr]) {
    stream?.setEncoding("utf8").on("data", (chunk: string) => output.push(...chunk.split("\n")));
  }
  const page: Page = await browser.newPage();
  await page.setViewport(phone);
  if (!options.javaScript && engine === "chromium") await page.setJavaScriptEnabled(false);
  const exceptions: string[] = [];
  page.on("pageerror", (error) => exceptions.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));

  return {
    engine,
    async goto(path) {
      await page.goto(options.origin + path, { waitUntil: "load" });
    },
    path: async () => new URL(page.url()).pathname,
    async click(selector) {
      // Centre of the element, scrolled into view, then a real mouse click there. Not page.click():
      // it waits on an IntersectionObserver, whose callback never runs with JavaScript off.
      const centre = await page.evaluate((target: string) => {
        const element = document.querySelector(target);
        if (!element) return null;
        element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }, selector);
      if (!centre) throw new Error(`Nothing matches ${selector}`);
      await page.mouse.click(centre.x, centre.y);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async fill(selector, value) {
      await page.locator(selector).fill(value);
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    async upload(selector, file) {
      const input = await page.$(selector);
      if (!input) throw new Error(`No ${selector} to attach a file to`);
      await (input as unknown as { uploadFile(...files: string[]): Promise<void> }).uploadFile(file);
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async consoleProblems() {
      return [...exceptions, ...output.filter((line) => problemLine[engine].test(line))];
    },
    async close() {
      await browser.close();
    },
  };
}

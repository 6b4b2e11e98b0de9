/**
 * WebKit as a visitor's browser: Debian's WebKitGTK (the engine of Safari and of every iPhone
 * browser) in its MiniBrowser, driven by WebKitWebDriver through selenium-webdriver, in a virtual
 * X display. Three things need care (docs/decisions/0013-every-visitors-browser.md):
 * - MiniBrowser's toolbar keeps its window wider than a phone; a GTK style sheet shrinks the
 *   toolbar so the page itself is 390 CSS pixels wide (zooming instead breaks WebDriver's clicks);
 * - each visitor gets its own driver and its own data folders, so no service worker or stored
 *   request outlives its test;
 * - a browser under automation does not print its console: the pages a visitor opened are opened
 *   again in a MiniBrowser of their own that does, and that output is read.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Builder, By, Key, error as seleniumError, type WebDriver, type WebElement } from "selenium-webdriver";
import { Select } from "selenium-webdriver/lib/select.js";
import { freePort } from "../../../scripts/dev/free-port.ts";
import { miniBrowserPath, webkitDriverPath } from "../../../scripts/dev/machine.ts";
import { phone, type Visitor, type VisitorOptions } from "./visitor.ts";

/** Lets the window shrink to a phone's width: GTK's own widgets set its minimum. */
const narrowToolbar = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n";

/** How long a page and its service worker get to start before their console is read. */
const CONSOLE_SETTLE_MS = 8000;

/** A virtual X display for the browsers of one test worker; `-displayfd` picks a free number. */
export async function startDisplay(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.on("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/** The environment of one visitor's WebKit: its display, the narrow toolbar, data folders of its own. */
function browserEnvironment(display: string, folder: string) {
  const config = join(folder, "config");
  mkdirSync(join(config, "gtk-3.0"), { recursive: true });
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), narrowToolbar);
  return {
    ...process.env,
    DISPLAY: display,
    XDG_CONFIG_HOME: config,
    XDG_DATA_HOME: join(folder, "data"),
    XDG_CACHE_HOME: join(folder, "cache"),
  };
}

async function waitForDriver(port: number, driver: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    if (
      await fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("WebKitWebDriver did not start");
}

/**
 * Sizes the window so the page, not the window, is the phone's size. Without a window manager the
 * resize lands a moment after the driver answers, so it measures again until the page has its size.
 */
async function fitViewport(driver: WebDriver) {
  const window = driver.manage().window();
  const pageSize = () => driver.executeScript<[number, number]>("return [innerWidth, innerHeight]");
  let size: [number, number] = [0, 0];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const rect = await window.getRect();
    size = await pageSize();
    if (size[0] === phone.width && size[1] === phone.height) return;
    await window.setRect({ width: rect.width + phone.width - size[0], height: rect.height + phone.height - size[1] });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKit's page is ${size.join("×")}, not a phone's`);
}

/** Opens the pages again in a MiniBrowser that prints its console, and returns the errors and warnings. */
async function readConsole(urls: string[], display: string, folder: string): Promise<string[]> {
  if (urls.length === 0) return [];
  const browser = spawn(miniBrowserPath(), ["--enable-write-console-messages-to-stdout=true", ...urls], {
    env: browserEnvironment(display, join(folder, "console-run")),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [browser.stdout, browser.stderr])
    stream.setEncoding("utf8").on("data", (chunk: string) => lines.push(...chunk.split("\n")));
  await new Promise((resolve) => setTimeout(resolve, CONSOLE_SETTLE_MS));
  browser.kill();
  return lines.filter((line) => /CONSOLE (?:\w+ )*(ERROR|WARN)/.test(line));
}

/**
 * Waits until the element's centre stays put for 50 ms and is the element itself there (as
 * Playwright's "stable" and "receives events" checks do): a tap sent while an answer above is still
 * being laid out lands beside its target and toggles nothing. Timed here, not by the page's frames:
 * WebKit in a virtual display can hold a frame back for seconds.
 */
async function untilSettled(driver: WebDriver, found: WebElement) {
  const where = `const box = arguments[0].getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    return [x, y, arguments[0].contains(document.elementFromPoint(x, y))];`;
  let before = await driver.executeScript<[number, number, boolean]>(where, found);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await driver.executeScript<[number, number, boolean]>(where, found);
    if (now[0] === before[0] && now[1] === before[1] && now[2]) return;
    before = now;
  }
}

export async function webkitVisitor(display: string, { origin, javaScript, workFolder }: VisitorOptions): Promise<Visitor> {
  const port = await freePort();
  const driverProcess = spawn(webkitDriverPath(), [`--port=${port}`], { env: browserEnvironment(display, workFolder), stdio: "ignore" });
  await waitForDriver(port, driverProcess);
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation", `--enable-javascript=${javaScript}`] },
    })
    .build();
  await fitViewport(driver);
  const visited = new Set<string>();
  /**
   * The element, scrolled to the middle of the view at once: the site scrolls smoothly, and WebDriver
   * would find it still moving, so "not interactable".
   */
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector));
    await driver.executeScript(`arguments[0].scrollIntoView({ block: "center", inline: "center", behavior: "instant" })`, found);
    await untilSettled(driver, found);
    return found;
  };

  return {
    engine: "webkit",
    async goto(path) {
      visited.add(origin + path);
      await driver.get(origin + path);
    },
    path: async () => new URL(await driver.getCurrentUrl()).pathname,
    async click(selector) {
      // Right after a navigation the page can still be under its cross-document view transition,
      // where nothing is interactable: try again for a moment, as Playwright's actionability wait does.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await (await element(selector)).click();
        } catch (error) {
          if (!(error instanceof seleniumError.ElementNotInteractableError) || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async press(key) {
      await driver
        .actions()
        .sendKeys(Key[key === "Escape" ? "ESCAPE" : "TAB"])
        .perform();
    },
    async fill(selector, value) {
      const field = await element(selector);
      await field.clear();
      await field.sendKeys(value);
    },
    async select(selector, value) {
      await new Select(await element(selector)).selectByValue(value);
    },
    async upload(selector, file) {
      await (await element(selector)).sendKeys(file);
    },
    evaluate: (expression) => driver.executeScript(`return (${expression})`),
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), "base64"));
    },
    consoleProblems: () => readConsole([...visited], display, workFolder),
    async close() {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
    },
  };
}

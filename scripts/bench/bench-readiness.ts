/**
 * Interaction readiness: how soon after the first paint a tap on the menu button, or on an FAQ
 * question, does what it should, on a throttled phone. From the moment the navigation commits, the
 * benchmark taps the control again and again (real input events, through the DevTools protocol) and
 * records the time of the first tap that opened it, beside first contentful paint.
 */
import type { Browser, Page } from "@playwright/test";

export interface NetworkProfile {
  name: string;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

export const profiles: NetworkProfile[] = [
  { name: "Lighthouse mobile (150 ms RTT, 1.6 Mbps, 4x CPU)", latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 },
  { name: "congested 3G (400 ms RTT, 400 kbps, 6x CPU)", latencyMs: 400, downloadKbps: 400, uploadKbps: 400, cpuSlowdown: 6 },
];

export interface Readiness {
  fcpMs: number;
  menuMs: number;
  faqMs: number;
  /** How long after that same visit's first paint the tap worked (negative: it worked before). */
  menuLagMs: number;
  faqLagMs: number;
}

/** What to tap, and what shows that the tap worked. */
interface Control {
  tap: string;
  opened: string;
  /** Scroll it into view first (it sits below the fold). */
  scroll: boolean;
}

const controls: Record<"menu" | "faq", Control> = {
  menu: { tap: 'header button[popovertarget="mobile-menu"]', opened: "#mobile-menu:popover-open", scroll: false },
  faq: { tap: "main details > summary", opened: "main details[open]", scroll: true },
};

const TAP_INTERVAL_MS = 10;
const GIVE_UP_MS = 30_000;

/** Taps `selector` until `opened` holds; returns the page time (ms since navigation start) of the tap that worked. */
async function firstWorkingTap(page: Page, { tap: selector, opened, scroll }: Control): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_MS) {
    const target = await page
      .evaluate(
        (control) => {
          const element = document.querySelector(control.selector);
          if (!element) return null;
          if (control.scroll) element.scrollIntoView({ block: "center", behavior: "instant" });
          const box = element.getBoundingClientRect();
          return box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2, at: performance.now() } : null;
        },
        { selector, scroll },
      )
      .catch(() => null); // the document may still be committing
    if (target) {
      await page.mouse.click(target.x, target.y);
      if (await page.evaluate((openedSelector) => document.querySelector(openedSelector) !== null, opened)) return target.at;
    }
    await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
  }
  throw new Error(`No tap on ${selector} worked within ${GIVE_UP_MS / 1000} s`);
}

const fcpOf = (page: Page) =>
  page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime)
    .then((handle) => handle.jsonValue() as Promise<number>);

/** One cold visit under the profile: FCP, and the first tap that opened the menu, then an FAQ item. */
async function visit(browser: Browser, url: string, profile: NetworkProfile, control: Control): Promise<{ fcpMs: number; tapMs: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: false,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
  await page.goto(url, { waitUntil: "commit" });
  const tapMs = await firstWorkingTap(page, control);
  const fcpMs = await fcpOf(page);
  await context.close();
  return { fcpMs, tapMs };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median of `runs` cold visits for each control. */
export async function readiness(browser: Browser, url: string, profile: NetworkProfile, runs = 3, on = controls): Promise<Readiness> {
  const menu = [];
  const faq = [];
  for (let run = 0; run < runs; run += 1) {
    menu.push(await visit(browser, url, profile, on.menu));
    faq.push(await visit(browser, url, profile, on.faq));
  }
  const fcpMs = median([...menu, ...faq].map((result) => result.fcpMs));
  const lag = (visits: { fcpMs: number; tapMs: number }[]) => Math.round(median(visits.map((r) => r.tapMs - r.fcpMs)));
  return {
    fcpMs: Math.round(fcpMs),
    menuMs: Math.round(median(menu.map((r) => r.tapMs))),
    faqMs: Math.round(median(faq.map((r) => r.tapMs))),
    menuLagMs: lag(menu),
    faqLagMs: lag(faq),
  };
}

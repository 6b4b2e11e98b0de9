/**
 * The owner's list of quote requests at a size (`npm run bench:quotes`): `size` requests written
 * straight into the Worker's local D1, as years of requests would have, then /admin#/requests opened
 * signed in: Lighthouse mobile (a browser of its own for each of 3 runs, nothing cached, median), and
 * the first request drawn on a phone throttled by Chromium itself (150 ms, 1.6 Mbit/s, 4x CPU).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { paths } from "#app/site/paths.ts";
import { freePort } from "../dev/free-port.ts";
import { chromiumFlags, chromiumPath, wranglerOffline } from "../dev/machine.ts";
import { fakeGitHub } from "../fixtures/fake-github-api.ts";
import { DEFAULT_CPU_SLOWDOWN } from "./bench-cpu.ts";
import { audit } from "./bench-lighthouse.ts";

const root = join(import.meta.dirname, "..", "..");

export async function ownerListAtSize(worker: { base: string; d1Folder: string }, size: number, folder: string) {
  const LIST_SIZE = size;
  // The list at its size: rows written straight into the local D1, as years of requests would have.
  const rows = Array.from({ length: LIST_SIZE }, (_, index) => {
    const at = new Date(Date.now() - (index + 1) * 3_600_000).toISOString();
    return `('bench-${index}', '${at}', 'Alex', 'Nguyen ${index}', '0412 345 678', 'alex@example.com', '${index} Long Road, Buderim QLD 4556', 'tree-removal', 'soon', 'A tall gum leaning over the driveway, about 20 m, near the power line.', 0, 'new', '', '${at}')`;
  });
  const sql = join(folder, "rows.sql");
  // In statements of 100 rows: D1 takes a statement of at most 100 KB.
  const statements = Array.from({ length: Math.ceil(rows.length / 100) }, (_, at) => rows.slice(at * 100, at * 100 + 100));
  writeFileSync(
    sql,
    statements
      .map(
        (some) =>
          `INSERT INTO quote_requests (request_id, received_at, first_name, last_name, phone, email, address, service, urgency, message, photo_count, status, note, emailed_at) VALUES\n${some.join(",\n")};\n`,
      )
      .join(""),
  );
  const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
  const inserted = spawnSync(
    process.execPath,
    [wrangler, "d1", "execute", "DB", "--local", "--persist-to", worker.d1Folder, "--file", sql],
    {
      cwd: root,
      env: { ...process.env, ...wranglerOffline, CI: "1" },
      stdio: "ignore",
    },
  );
  if (inserted.status !== 0) throw new Error("the bench's rows could not be written into the local D1");

  // Lighthouse keeps the sign-in only by keeping the browser's storage, its cache with it: so each run
  // is a browser of its own (nothing cached), signed in first, then audited once.
  const lighthouseRuns: Awaited<ReturnType<typeof audit>>[] = [];
  for (let run = 0; run < 3; run += 1) {
    const debuggingPort = await freePort();
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${worker.base}/robots.txt`);
      await page.evaluate(
        ({ key, token }) => localStorage.setItem("editor-sign-in", JSON.stringify({ key, token, until: Date.now() + 3_600_000 })),
        { key: `github:${fakeGitHub.repo}`, token: fakeGitHub.ownerToken },
      );
      lighthouseRuns.push(
        await audit(debuggingPort, `${worker.base}${paths.admin}#/requests`, DEFAULT_CPU_SLOWDOWN, { disableStorageReset: true }, 1),
      );
    } finally {
      await browser.close();
    }
  }
  const median = (pick: (run: (typeof lighthouseRuns)[number]) => number) => lighthouseRuns.map(pick).toSorted((a, b) => a - b)[1];
  const lighthouse = {
    performance: median((r) => r.performance),
    fcpMs: median((r) => r.fcpMs),
    lcpMs: median((r) => r.lcpMs),
    ttiMs: median((r) => r.ttiMs),
    tbtMs: median((r) => r.tbtMs),
    totalKb: median((r) => r.totalKb),
  };
  // What the owner on a slow phone waits, by Chromium's own throttling: 4G-like (150 ms, 1.6 Mbit/s) and 4x CPU, nothing cached.
  const phoneBrowser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  let firstCardMs: number | undefined;
  try {
    const context = await phoneBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(
      ({ key, token }) => localStorage.setItem("editor-sign-in", JSON.stringify({ key, token, until: Date.now() + 3_600_000 })),
      { key: `github:${fakeGitHub.repo}`, token: fakeGitHub.ownerToken },
    );
    await context.route("https://api.github.com/**", (route) => route.fulfill({ status: 404, json: {} }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const began = performance.now();
    await page.goto(`${worker.base}${paths.admin}#/requests`);
    await page.getByRole("article").first().waitFor({ timeout: 60_000 });
    firstCardMs = Math.round(performance.now() - began);
  } finally {
    await phoneBrowser.close();
  }
  return { lighthouse, firstCardOnASlowPhoneMs: firstCardMs };
}

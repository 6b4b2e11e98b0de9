/**
 * The local outbox as a browser meets it from elsewhere: a page of another site that posts a quote
 * request into it (a hidden form, as any site the owner visits while `npm start` runs could hold)
 * is refused, and so is a page of a hostile name that reaches this computer's server (DNS
 * rebinding, made here by sending the browser's requests for that name to the server); nothing is
 * stored. The outbox's own faults are unit tests (server/outbox-*.test.ts).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { sampleSendForm } from "../../scripts/fixtures/sample-quote.ts";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../scripts/dev/machine.ts";
import { expect, outboxLines, test } from "./fixtures.ts";

test("a page of another site posting a quote request into the outbox gets 403, and nothing is stored", async ({ page, baseURL }) => {
  const marker = `Posted from another site ${Date.now()}`;
  const fields = { ...sampleSendForm(), message: marker };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  const otherSite = createServer((_, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<form method="post" enctype="multipart/form-data" action="${new URL(SEND_FORM_PATH, baseURL)}">${inputs}<button>Win a prize</button></form>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
  try {
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith(SEND_FORM_PATH)), page.click("button")]);
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toMatch(/this site's own pages/);
    expect(outboxLines(marker)).toEqual([]);
  } finally {
    otherSite.close();
  }
});

test("a page of a hostile name resolved to this computer (DNS rebinding) gets 403 from the outbox and the counter, and nothing is stored", async ({
  baseURL,
}) => {
  const { port } = new URL(baseURL!);
  // A browser that resolves evil.example to this computer, as a name rebound to 127.0.0.1 does: its
  // requests are the page's own (a path, Host evil.example), not a proxy's.
  const rebound = chromiumFlags.map((flag) =>
    flag.startsWith("--host-resolver-rules=") ? flag.replace("=", "=MAP evil.example 127.0.0.1, ") : flag,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: rebound });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://evil.example:${port}/`);
    const marker = `Posted from a rebound name ${Date.now()}`;
    const statuses = await page.evaluate(
      async ({ quotePath, eventPath, fields }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        const quote = await fetch(quotePath, { method: "POST", body });
        const event = { name: "pageview", url: `${location.origin}/`, domain: location.hostname };
        const count = await fetch(eventPath, { method: "POST", body: JSON.stringify(event), headers: { "Content-Type": "text/plain" } });
        return [quote.status, count.status];
      },
      { quotePath: SEND_FORM_PATH, eventPath: COUNT_EVENT_PATH, fields: { ...sampleSendForm(), message: marker } },
    );
    expect(statuses).toEqual([403, 403]);
    expect(outboxLines(marker)).toEqual([]);
  } finally {
    await browser.close();
  }
});

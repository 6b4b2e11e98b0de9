/**
 * The local outbox as a browser meets it from elsewhere: a page of another site that posts a quote
 * request into it (a hidden form, as any site the owner visits while `npm start` runs could hold)
 * is refused, and nothing is stored. The outbox's own faults are unit tests (server/outbox-*.test.ts).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { sampleSendForm } from "../../scripts/fixtures/sample-quote.ts";
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

/** The storm notice: off unless configured (the "site" build), on when switched on (the "emailjs" build). */
import { business } from "#app/content/business.ts";
import { readStormNotice } from "#app/content/content-files.server.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths } from "#app/site/paths.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { suburbPagePath } from "./page-kinds.ts";

const notice = siteCopy.stormNotice;

test("the storm notice shows only when switched on: under the header, with the call link and the storm page", async ({
  page,
}, testInfo) => {
  const switchedOn = testInfo.project.name === "emailjs";
  for (const path of [paths.home, paths.services, suburbPagePath]) {
    await page.goto(path);
    const band = page.getByRole("complementary", { name: notice.label });
    if (!switchedOn) {
      await expect(band).toHaveCount(0);
      continue;
    }
    await expect(band).toBeVisible();
    await expect(band).toContainText(readStormNotice().message);
    await expect(band.getByRole("link", { name: notice.call(business.phone.display) })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    await expect(band.getByRole("link", { name: notice.link })).toHaveAttribute("href", "/storm-cleanup");
    const order = await page.evaluate(() => {
      const header = document.querySelector("header")!;
      const aside = document.querySelector("aside")!;
      return Boolean(header.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order, "the band comes right after the header").toBe(true);
  }
});

test("without JavaScript too, the storm notice shows exactly when switched on, and fits a phone", async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: phoneViewport });
  const page = await context.newPage();
  await page.goto("/contact");
  const band = page.getByRole("complementary", { name: notice.label });
  if (testInfo.project.name === "emailjs") {
    await expect(band).toBeVisible();
    expect((await band.boundingBox())!.width).toBeLessThanOrEqual(phoneViewport.width);
  } else {
    await expect(band).toHaveCount(0);
  }
  await context.close();
});

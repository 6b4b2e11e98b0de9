import { describe, expect, it } from "vitest";
import { fillTemplate } from "#app/quote/emails/fill-template.ts";
import { quoteEmails } from "#app/quote/emails/quote-emails.ts";
import { buttonContrasts } from "../../../scripts/fixtures/email-contrast.ts";
import { serverValues } from "../../../scripts/fixtures/quote-email-values.ts";

describe("the emails' buttons on a phone, drawn by Chromium", () => {
  it("read at 4.5:1 or more in light and in Chromium's automatic dark mode", { timeout: 60_000 }, async () => {
    const emails = quoteEmails();
    const htmls = [serverValues({ urgency: "emergency" }, 2), serverValues({ urgency: "soon" })].flatMap((values) => [
      fillTemplate(emails.owner.html, values),
      fillTemplate(emails.customer.html, values),
    ]);
    const { light, dark } = await buttonContrasts(htmls);
    for (const readings of [light, dark]) {
      // Owner's: Call and Text; the customer's: one Call (in the emergency's box, or after the next steps).
      expect(readings.map((buttons) => buttons.length)).toEqual([2, 1, 2, 1]);
      for (const button of readings.flat())
        expect(button.contrast, `${button.label}: ${button.text} on ${button.background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

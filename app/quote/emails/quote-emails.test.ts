import { describe, expect, it, vi } from "vitest";
import { business } from "#app/content/business.ts";
import { fillTemplate, variablesIn } from "#app/quote/emails/fill-template.ts";
import { quoteEmails, type EmailTemplate } from "#app/quote/emails/quote-emails.ts";
import { emailCopy } from "#app/words-in-code/email-copy.ts";
import { fixedServiceOptions, urgencyOptions } from "#app/words-in-code/quote-options.ts";
import { awkwardText, sentRequest } from "../../../scripts/fixtures/quote-email-values.ts";

const emails = quoteEmails();
const fields = ["subject", "toEmail", "fromName", "replyTo", "html", "text"] as const;
const fill = (template: EmailTemplate, values: Record<string, string>) =>
  Object.fromEntries(fields.map((field) => [field, fillTemplate(template[field], values)])) as Record<(typeof fields)[number], string>;

const consultation = fixedServiceOptions[1];
const emergencyRequest = sentRequest(
  {
    firstName: "Jane",
    lastName: "Citizen",
    address: "3 Hill St, Noosa Heads QLD 4567",
    service: consultation.value,
    urgency: "emergency",
    phone: "0412 345 678",
  },
  3,
).values;
/** What a reader sees of the HTML: its text, without the tags. */
const shown = (html: string) => html.replace(/<[^>]+>/g, "");
const urgencyLabel = (value: string) => urgencyOptions.find((option) => option.value === value)!.label;

describe("the email templates", () => {
  it("read only variables the form sends", () => {
    const { values, photoFields } = sentRequest({}, 3);
    const sent = new Set([...Object.keys(values), ...photoFields]);
    for (const template of Object.values(emails))
      for (const field of fields) for (const name of variablesIn(template[field])) expect(sent, `${field}: {{${name}}}`).toContain(name);
  });

  it("are HTML a mail app shows whole: no script, nothing fetched from elsewhere, within EmailJS's 50 KB", () => {
    for (const { html } of Object.values(emails)) {
      expect(html).not.toMatch(/<script|<link|<img|<style|\bsrc=|url\(/i);
      const links = Array.from(html.matchAll(/href="([^"]*)"/g), (match) => match[1]!);
      for (const link of links) expect(link).toMatch(/^(tel:|sms:|mailto:|https:\/\/www\.google\.com\/maps\/search\/)/);
      expect(new TextEncoder().encode(html).length).toBeLessThan(50 * 1024);
    }
  });
});

describe("the owner's notification", () => {
  it("says an emergency first, then what, where and who, in the subject", () => {
    expect(fill(emails.owner, emergencyRequest).subject).toBe(`EMERGENCY – ${consultation.label} – Noosa Heads – Jane Citizen`);
    const later = sentRequest({ service: consultation.value, urgency: "soon" }).values;
    expect(fill(emails.owner, later).subject).toBe(`${consultation.label} – Mudjimba – Jane Smith – ${urgencyLabel("soon")}`);
    expect(fill(emails.owner, sentRequest({ service: consultation.value, urgency: "" }).values).subject).toBe(
      `${consultation.label} – Mudjimba – Jane Smith`,
    );
  });

  it("puts the call, the text message, the map and the request id on its first screen, then the message", () => {
    const { html } = fill(emails.owner, emergencyRequest);
    const firstScreen = html.slice(0, html.indexOf(emailCopy.owner.messageHeading));
    expect(firstScreen).toContain(`href="tel:+61412345678"`);
    expect(firstScreen).toContain(`href="sms:+61412345678"`);
    expect(firstScreen).toContain(
      `href="https://www.google.com/maps/search/?api=1&amp;query=3%20Hill%20St%2C%20Noosa%20Heads%20QLD%204567"`,
    );
    expect(firstScreen).toContain(emergencyRequest.request_id);
    expect(firstScreen).toContain("3 photos attached");
    expect(firstScreen.indexOf(emailCopy.owner.emergencyFlag)).toBeLessThan(firstScreen.indexOf("Jane Citizen"));
    expect(html.indexOf(emergencyRequest.message!)).toBeGreaterThan(firstScreen.length);
    expect(fill(emails.owner, sentRequest({ urgency: "soon" }).values).html).not.toContain(emailCopy.owner.emergencyFlag);
  });

  it("goes to the form's recipient and is answered to the customer", () => {
    const owner = fill(emails.owner, emergencyRequest);
    expect([owner.toEmail, owner.replyTo]).toEqual(["quotes@example.com", emergencyRequest.email]);
  });
});

describe("the customer's confirmation", () => {
  const customer = fill(emails.customer, emergencyRequest);

  it("goes to the customer, answered to the business's inbox, with their request in short and no photos", () => {
    expect([customer.toEmail, customer.replyTo]).toEqual([emergencyRequest.email, "quotes@example.com"]);
    for (const part of [customer.html, customer.text])
      for (const value of [consultation.label, emergencyRequest.address, emergencyRequest.message, emergencyRequest.request_id])
        expect(part).toContain(value);
    expect(customer.html).not.toMatch(/<img|photo-\d/);
  });

  it("says what happens next and by when, in the business's promises and with its phone", () => {
    for (const part of [customer.html, customer.text]) {
      expect(part).toContain(`within ${business.quoteReplyHours} hours`);
      expect(part).toContain("call you back the same day");
      expect(part).toContain(`we respond ${business.emergency}`);
      expect(part).toContain(business.phone.display);
    }
    expect(customer.html).toContain(`href="tel:${business.phone.e164}"`);
    expect(customer.subject).toContain(business.name);
  });

  it("tells an emergency to call now, and only an emergency", () => {
    expect(shown(customer.html)).toContain(emailCopy.customer.emergency);
    expect(shown(fill(emails.customer, sentRequest({ urgency: "urgent" }).values).html)).not.toContain(emailCopy.customer.emergency);
  });
});

describe("what a visitor types", () => {
  const values = sentRequest(awkwardText, 1).values;

  it("is escaped in the HTML of both emails, never markup, and read in its own direction", () => {
    for (const template of Object.values(emails)) {
      const { html } = fill(template, values);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<b>huge</b>");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;Zoë");
      expect(html).toContain("Two &lt;b&gt;huge&lt;/b&gt; gums &amp; a palm 🌴 &gt; roof.\nשלום, مرحبا — call after 3pm");
      expect(html).toMatch(/<div dir="auto"[^>]*>Two &lt;b&gt;huge/);
    }
  });

  it("is shown as typed in the subject and the plain text, which are not HTML", () => {
    const owner = fill(emails.owner, values);
    expect(owner.subject).toContain(`${awkwardText.firstName} ${awkwardText.lastName}`);
    expect(owner.text).toContain(awkwardText.message);
    expect(fill(emails.customer, values).text).toContain(awkwardText.message);
  });
});

describe("the business's facts", () => {
  it("reach both emails from content/business.json at the next build", async () => {
    vi.resetModules();
    vi.doMock("#app/content/business.ts", async (original) => {
      const actual = await original<typeof import("#app/content/business.ts")>();
      const phone = { display: "07 5444 1234", e164: "+61754441234" };
      return { ...actual, business: { ...actual.business, name: "Bloom Arborists", phone }, telHref: `tel:${phone.e164}` };
    });
    const changed = (await import("#app/quote/emails/quote-emails.ts")).quoteEmails();
    vi.doUnmock("#app/content/business.ts");
    const customer = fill(changed.customer, emergencyRequest);
    expect(customer.html).toContain(`href="tel:+61754441234"`);
    expect(customer.text).toContain("07 5444 1234");
    expect(customer.subject).toContain("Bloom Arborists");
    expect(fill(changed.owner, emergencyRequest).html).toContain("Bloom Arborists");
  });
});

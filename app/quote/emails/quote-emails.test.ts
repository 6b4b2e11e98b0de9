import { describe, expect, it, vi } from "vitest";
import { business } from "#app/content/business.ts";
import { fillTemplate, variablesIn } from "#app/quote/emails/fill-template.ts";
import { quoteEmails, type EmailTemplate } from "#app/quote/emails/quote-emails.ts";
import { colours } from "#app/quote/emails/email-layout.ts";
import { emailCopy } from "#app/words-in-code/email-copy.ts";
import { fixedServiceOptions, urgencyOptions } from "#app/words-in-code/quote-options.ts";
import { awkwardText, serverValues } from "../../../scripts/fixtures/quote-email-values.ts";
import { contrast, mailAppDark } from "../../../scripts/fixtures/email-contrast.ts";

const emails = quoteEmails();
const fields = ["subject", "toEmail", "fromName", "replyTo", "html", "text"] as const;
const fill = (template: EmailTemplate, values: Readonly<Record<string, string>>) =>
  Object.fromEntries(fields.map((field) => [field, fillTemplate(template[field], values)])) as Record<(typeof fields)[number], string>;

const consultation = fixedServiceOptions[1];
const emergencyRequest = serverValues(
  {
    firstName: "Jane",
    lastName: "Citizen",
    address: "3 Hill St, Noosa Heads QLD 4567",
    service: consultation.value,
    urgency: "emergency",
    phone: "0412 345 678",
  },
  3,
);
/** What a reader sees of the HTML: its text, without the tags. */
const shown = (html: string) => html.replace(/<[^>]+>/g, "");
const urgencyLabel = (value: string) => urgencyOptions.find((option) => option.value === value)!.label;
/** A details row whose value cell is empty. */
const EMPTY_ROW = /<td valign="top" dir="auto"[^>]*><\/td>/;

describe("the email templates", () => {
  it("read only variables the server sends, and no recipient from the request", () => {
    const sent = new Set(Object.keys(serverValues({}, 3)));
    for (const template of Object.values(emails))
      for (const field of fields) for (const name of variablesIn(template[field])) expect(sent, `${field}: {{${name}}}`).toContain(name);
    expect(sent).not.toContain("to_email");
  });

  it("are HTML a mail app shows whole: no script, nothing fetched from elsewhere, within EmailJS's 50 KB", () => {
    for (const { html } of Object.values(emails)) {
      expect(html).not.toMatch(/<script|<link|<img|<style|\bsrc=|url\(/i);
      const links = Array.from(html.matchAll(/href="([^"]*)"/g), (match) => match[1]!);
      for (const link of links) expect(link).toMatch(/^(tel:|sms:|mailto:|https:\/\/www\.google\.com\/maps\/search\/)/);
      expect(new TextEncoder().encode(html).length).toBeLessThan(50 * 1024);
    }
  });

  it("draw every button full size in Outlook for Windows: the padding and colour on the table cell", () => {
    for (const { html } of Object.values(emails)) {
      const buttons = Array.from(html.matchAll(/<td align="center" bgcolor="[^"]+" style="([^"]*)">\s*<a [^>]*style="([^"]*)"/g));
      expect(buttons.length).toBeGreaterThan(0);
      for (const [, cell, link] of buttons) {
        const [top, , bottom = top] = /mso-padding-alt:(\d+)px (\d+)px/.exec(cell!)!.slice(1).map(Number);
        const line = Number(/line-height:(\d+)px/.exec(link!)![1]);
        expect(top! + line + bottom!, "the cell's height in Outlook").toBeGreaterThanOrEqual(44);
        expect(link).toContain(`padding:${/mso-padding-alt:([^;"]+)/.exec(cell!)![1]}`);
      }
    }
  });

  it("keep each button's words readable when a mail app's dark mode recolours them", () => {
    for (const [background, text] of [
      [colours.call, colours.callText],
      [colours.card, colours.brand],
    ] as const) {
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(...mailAppDark(background, text))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the owner's notification", () => {
  it("says an emergency first, then what, where and who, in the subject", () => {
    expect(fill(emails.owner, emergencyRequest).subject).toBe(`EMERGENCY – ${consultation.label} – Noosa Heads – Jane Citizen`);
    const later = serverValues({ service: consultation.value, urgency: "soon" });
    expect(fill(emails.owner, later).subject).toBe(`${consultation.label} – Mudjimba – Jane Smith – ${urgencyLabel("soon")}`);
    expect(fill(emails.owner, serverValues({ service: consultation.value, urgency: "" })).subject).toBe(
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
    expect(html.indexOf(emergencyRequest.message)).toBeGreaterThan(firstScreen.length);
    expect(fill(emails.owner, serverValues({ urgency: "soon" })).html).not.toContain(emailCopy.owner.emergencyFlag);
  });

  it("goes to the business's address, written in at the build, and is answered to the customer", () => {
    const owner = fill(emails.owner, { ...emergencyRequest, to_email: "stranger@example.net" });
    expect([owner.toEmail, owner.replyTo]).toEqual([business.email, emergencyRequest.email]);
    expect(emails.owner.toEmail).toBe(business.email);
  });

  it("leaves out the rows it has nothing for: no Email row without an email, no Urgency row without one", () => {
    const { html } = fill(emails.owner, serverValues({ email: "", urgency: "" }));
    expect(html).not.toMatch(EMPTY_ROW);
    expect(shown(html)).toContain(emailCopy.owner.noEmail);
    expect(shown(fill(emails.owner, emergencyRequest).html)).toMatch(/Email.*jane@example\.com/s);
  });
});

describe("the customer's confirmation", () => {
  const customer = fill(emails.customer, emergencyRequest);

  it("goes to the customer and answers to the business's inbox, whatever the request says", () => {
    const values = { ...emergencyRequest, to_email: "stranger@example.net" };
    const filled = fill(emails.customer, values);
    expect([filled.toEmail, filled.replyTo]).toEqual([emergencyRequest.email, business.email]);
    expect(emails.customer.replyTo).toBe(business.email);
  });

  it("repeats only the first name and a summary the server derives: service, suburb, urgency, photos", () => {
    for (const part of [customer.html, customer.text]) {
      for (const value of [consultation.label, "Noosa Heads", urgencyLabel("emergency"), "3 photos attached", emergencyRequest.request_id])
        expect(part).toContain(value);
      for (const typed of [emergencyRequest.message, emergencyRequest.address, "Hill St", emergencyRequest.phone, "Citizen"])
        expect(part).not.toContain(typed);
      expect(part).toContain(emailCopy.customer.allReceived);
    }
    expect(customer.html).not.toMatch(/<img|photo-\d/);
  });

  it("cuts a long first name and a long suburb short", () => {
    const deposit = "Your $480 deposit is overdue: pay it today at https://pay.example.net/now or lose the booking";
    const { html, text } = fill(emails.customer, serverValues({ firstName: deposit, address: `1 Road, ${deposit}` }));
    for (const part of [shown(html), text]) {
      expect(part).not.toContain("pay.example.net");
      expect(part).toContain("Your $480 deposit is overdue: pay it to…");
    }
  });

  it("leaves out the rows it has nothing for: no Photos row without photos, no Urgency row without one", () => {
    const { html, text } = fill(emails.customer, serverValues({ urgency: "" }, 0));
    expect(html).not.toMatch(EMPTY_ROW);
    expect(shown(html)).not.toContain(emailCopy.customer.photos);
    expect(text).not.toMatch(/^(Photos|Urgency):/m);
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
    expect(shown(fill(emails.customer, serverValues({ urgency: "urgent" })).html)).not.toContain(emailCopy.customer.emergency);
  });
});

describe("what a visitor types", () => {
  const values = serverValues(awkwardText, 1);

  it("is escaped in the HTML, never markup, and read in its own direction", () => {
    for (const template of Object.values(emails)) {
      const { html } = fill(template, values);
      expect(html).not.toContain("<script>");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;Zoë");
    }
    const { html } = fill(emails.owner, values);
    expect(html).not.toContain("<b>huge</b>");
    expect(html).toContain("Two &lt;b&gt;huge&lt;/b&gt; gums &amp; a palm 🌴 &gt; roof.\nשלום, مرحبا — call after 3pm");
    expect(html).toMatch(/<div dir="auto"[^>]*>Two &lt;b&gt;huge/);
  });

  it("is shown as typed in the subject and the plain text, which are not HTML", () => {
    const owner = fill(emails.owner, values);
    expect(owner.subject).toContain(`${awkwardText.firstName} ${awkwardText.lastName}`);
    expect(owner.text).toContain(awkwardText.message);
    expect(fill(emails.customer, values).text).toContain(`Thanks, ${awkwardText.firstName}.`);
  });
});

describe("the business's facts", () => {
  it("reach both emails from content/business.json at the next build, the recipients among them", async () => {
    vi.resetModules();
    vi.doMock("#app/content/business.ts", async (original) => {
      const actual = await original<typeof import("#app/content/business.ts")>();
      const phone = { display: "07 5444 1234", e164: "+61754441234" };
      const changed = { ...actual.business, name: "Bloom Arborists", email: "jobs@bloom.example", phone };
      return { ...actual, business: changed, telHref: `tel:${phone.e164}` };
    });
    const changed = (await import("#app/quote/emails/quote-emails.ts")).quoteEmails();
    vi.doUnmock("#app/content/business.ts");
    const customer = fill(changed.customer, emergencyRequest);
    expect(customer.html).toContain(`href="tel:+61754441234"`);
    expect(customer.text).toContain("07 5444 1234");
    expect(customer.subject).toContain("Bloom Arborists");
    expect(customer.replyTo).toBe("jobs@bloom.example");
    const owner = fill(changed.owner, emergencyRequest);
    expect(owner.html).toContain("Bloom Arborists");
    expect(owner.toEmail).toBe("jobs@bloom.example");
  });
});

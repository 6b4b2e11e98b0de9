import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business.ts";
import { fillTemplate } from "#app/quote/emails/fill-template.ts";
import { emailValues } from "#app/quote/emails/email-values.ts";
import { readEmailTemplates, writeEmailTemplates } from "#app/quote/emails/template-files.ts";
import type { QuoteRequest } from "#app/quote/schema.ts";
import { fixedServiceOptions, urgencyOptions } from "#app/words-in-code/quote-options.ts";
import { emailCopy } from "#app/words-in-code/email-copy.ts";
import { cleanUp, form, jpeg, quiet, serve, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";
import { awkwardText, sentRequest } from "../scripts/fixtures/quote-email-values.ts";
import { sampleSendForm } from "../scripts/fixtures/sample-quote.ts";

afterEach(cleanUp);

async function outboxWithTemplates() {
  const templates = temporaryFolder("emails-");
  writeEmailTemplates(templates, buildServices);
  const served = await serve({ emailTemplates: templates });
  const emailsOf = (requestId: string) => {
    const folder = join(dirname(served.outboxPath), "quote-outbox-emails", requestId);
    const read = (name: string) => (existsSync(join(folder, name)) ? readFileSync(join(folder, name), "utf8") : undefined);
    return { folder, owner: read("owner.html"), customer: read("customer.html") };
  };
  return { ...served, templates: readEmailTemplates(templates)!, emailsOf };
}

const imageSources = (html: string) => Array.from(html.matchAll(/<img src="([^"]+)"/g), (match) => match[1]!);

/** The spec's fields alone, as a page cached before a deploy, a kept request or a script sends them. */
const specFields = (overrides: Record<string, string> = {}) => ({ ...sampleSendForm(), urgency: "emergency", ...overrides });
const urgencyLabel = urgencyOptions[0].label;
/** The build's Service choices, with a label of its own: the server reads it beside the templates, having no build's constants. */
const serviceLabel = "Stumps Ground Out";
const buildServices = [{ value: sampleSendForm().service, label: serviceLabel }, ...fixedServiceOptions];
const envelope = (html: string, row: string) => new RegExp(`${row}</td><td[^>]*>([^<]*)<`).exec(html)?.[1];

/** An email with its request id put aside, to compare two requests' emails. */
const same = (html: string, id: string) => html.replaceAll(id, "ID");

describe("npm start's outbox, beside each request it stores", () => {
  it("writes the two emails EmailJS would send: filled, escaped, the owner's with the photos attached", async () => {
    const { post, emailsOf, templates, lines } = await outboxWithTemplates();
    const { values } = sentRequest({ ...awkwardText, urgency: "emergency" }, 3);
    const photos = [jpeg(2000), jpeg(3000), jpeg(4000)];
    expect((await post(form(values, photos))).status).toBe(200);
    const { folder, owner, customer } = emailsOf(values.request_id!);
    // As it arrived: form data sends a message's line breaks as CR LF, to EmailJS too.
    const stored = JSON.parse(lines()[0]!) as QuoteRequest;
    const sentValues = emailValues(stored, values.request_id!, 3, buildServices);

    for (const [email, template] of [
      [owner!, templates.owner],
      [customer!, templates.customer],
    ] as const) {
      // The email's own HTML, as EmailJS fills it, between what a mail app shows above and below it.
      const sent = fillTemplate(template.html, sentValues);
      expect(email).toContain(sent.slice(0, sent.indexOf("<body")));
      expect(email).toContain(sent.slice(sent.indexOf(">", sent.indexOf("<body")) + 1, sent.indexOf("</body>")));
      expect(email).toContain("&lt;script&gt;alert(1)&lt;/script&gt;Zoë");
      expect(email).not.toContain("<script>");
    }
    expect(stored).not.toHaveProperty("to_email");
    expect(stored).not.toHaveProperty("phone_dial");
    expect(owner).toContain(`<strong>EMERGENCY – `);
    expect(owner).toContain("O&#39;Brien &amp; Sons 🌳");
    const sources = imageSources(owner!);
    expect(sources).toHaveLength(3);
    sources.forEach((source, index) => expect(new Uint8Array(readFileSync(join(folder, source)))).toEqual(photos[index]));
    expect(imageSources(customer!)).toEqual([]);
  });

  it("writes them for a request without photos, which has none to show", async () => {
    const { post, emailsOf } = await outboxWithTemplates();
    const { values } = sentRequest({ urgency: "flexible" });
    expect((await post(form(values))).status).toBe(200);
    const { owner, customer } = emailsOf(values.request_id!);
    expect(imageSources(owner!)).toEqual([]);
    expect(owner).not.toContain("photos attached");
    expect(customer).toContain(values.request_id);
  });

  it("stores the request all the same when the build wrote no templates, and says so once", async () => {
    const log = quiet();
    const { post, lines, emailsOf } = await serve({ emailTemplates: temporaryFolder("no-emails-") }).then((served) => ({
      ...served,
      emailsOf: (id: string) => existsSync(join(dirname(served.outboxPath), "quote-outbox-emails", id)),
    }));
    const requests = [sentRequest().values, sentRequest().values];
    for (const values of requests) expect((await post(form(values))).status).toBe(200);
    expect(lines()).toHaveLength(2);
    expect(requests.some((values) => emailsOf(values.request_id!))).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]![0])).toContain("npm run build");
  });

  it("writes the owner's email whole from the spec's fields alone: the badge, the subject, Service, Urgency, a call that dials, a map", async () => {
    const { post, emailsOf } = await outboxWithTemplates();
    const values = specFields();
    expect((await post(form(values))).status).toBe(200);
    const owner = emailsOf(values.request_id).owner!;
    expect(owner).toContain(`>${emailCopy.owner.emergencyFlag}</span>`);
    expect(owner).toContain(`<strong>EMERGENCY – ${serviceLabel} – Mudjimba – Jane Smith</strong>`);
    expect(owner).toContain(`<strong>${serviceLabel}</strong> · ${urgencyLabel}`);
    expect(owner).toMatch(new RegExp(`Urgency</td><td[^>]*>${urgencyLabel.replace(/[()]/g, "\\$&")}</td>`));
    expect(owner).toContain(`href="tel:+61412345678"`);
    expect(owner).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=12%20Example%20Street%2C%20Mudjimba%20QLD%204564"`);
  });

  it("takes no recipient and no derived value from the browser: to_email, phone_dial, labels and the rest change nothing", async () => {
    const { post, emailsOf } = await outboxWithTemplates();
    const honest = specFields();
    const forged = specFields({
      to_email: "stranger@example.net",
      phone_dial: "+611900654321",
      service_label: "Your $480 deposit is overdue",
      urgency_label: "pay at https://pay.example.net",
      emergency: "",
      locality: "pay.example.net",
      map_query: "evil%26x",
      photos_attached: "9 photos attached",
      greeting_name: "Margaret, pay now",
    });
    for (const values of [honest, forged]) expect((await post(form(values))).status).toBe(200);
    const [expected, got] = [emailsOf(honest.request_id), emailsOf(forged.request_id)];
    expect(same(got.owner!, forged.request_id)).toBe(same(expected.owner!, honest.request_id));
    expect(same(got.customer!, forged.request_id)).toBe(same(expected.customer!, honest.request_id));
    for (const html of [got.owner!, got.customer!]) expect(html).not.toMatch(/stranger|1900654321|pay\.example|Margaret|\$480/);
    expect([envelope(got.owner!, "To"), envelope(got.owner!, "Reply-To")]).toEqual([business.email, honest.email]);
    expect([envelope(got.customer!, "To"), envelope(got.customer!, "Reply-To")]).toEqual([honest.email, business.email]);
  });

  it("makes the same owner's email for 20 forged requests as for the honest ones", async () => {
    const { post, emailsOf } = await outboxWithTemplates();
    for (let index = 0; index < 20; index += 1) {
      const phone = ["0412 345 678", "(07) 5444 1234", "1300 123 456", "13 12 34"][index % 4]!;
      const honest = specFields({ phone, urgency: ["", "emergency", "urgent", "soon", "flexible"][index % 5]! });
      const forged = {
        ...honest,
        request_id: crypto.randomUUID(),
        phone_dial: `+6119006543${String(index).padStart(2, "0")}`,
        emergency: "yes",
      };
      for (const values of [honest, forged]) expect((await post(form(values))).status).toBe(200);
      const owner = emailsOf(forged.request_id).owner!;
      expect(owner.replaceAll(forged.request_id, "ID")).toBe(emailsOf(honest.request_id).owner!.replaceAll(honest.request_id, "ID"));
      expect(owner).toContain(`href="tel:${phone.startsWith("1") ? phone.replace(/\D/g, "") : `+61${phone.replace(/\D/g, "").slice(1)}`}"`);
    }
  });
});

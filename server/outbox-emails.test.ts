import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fillTemplate } from "#app/quote/emails/fill-template.ts";
import { readEmailTemplates, writeEmailTemplates } from "#app/quote/emails/template-files.ts";
import { cleanUp, form, jpeg, quiet, serve, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";
import { awkwardText, sentRequest } from "../scripts/fixtures/quote-email-values.ts";

afterEach(cleanUp);

async function outboxWithTemplates() {
  const templates = temporaryFolder("emails-");
  writeEmailTemplates(templates);
  const served = await serve({ emailTemplates: templates });
  const emailsOf = (requestId: string) => {
    const folder = join(dirname(served.outboxPath), "quote-outbox-emails", requestId);
    const read = (name: string) => (existsSync(join(folder, name)) ? readFileSync(join(folder, name), "utf8") : undefined);
    return { folder, owner: read("owner.html"), customer: read("customer.html") };
  };
  return { ...served, templates: readEmailTemplates(templates)!, emailsOf };
}

const imageSources = (html: string) => Array.from(html.matchAll(/<img src="([^"]+)"/g), (match) => match[1]!);

describe("npm start's outbox, beside each request it stores", () => {
  it("writes the two emails EmailJS would send: filled, escaped, the owner's with the photos attached", async () => {
    const { post, emailsOf, templates, lines } = await outboxWithTemplates();
    const { values } = sentRequest({ ...awkwardText, urgency: "emergency" }, 3);
    const photos = [jpeg(2000), jpeg(3000), jpeg(4000)];
    expect((await post(form(values, photos))).status).toBe(200);
    const { folder, owner, customer } = emailsOf(values.request_id!);
    // As it arrived: form data sends a message's line breaks as CR LF, to EmailJS too.
    const stored = JSON.parse(lines()[0]!) as Record<string, string>;

    for (const [email, template] of [
      [owner!, templates.owner],
      [customer!, templates.customer],
    ] as const) {
      // The email's own HTML, as EmailJS fills it, between what a mail app shows above and below it.
      const sent = fillTemplate(template.html, stored);
      expect(email).toContain(sent.slice(0, sent.indexOf("<body")));
      expect(email).toContain(sent.slice(sent.indexOf(">", sent.indexOf("<body")) + 1, sent.indexOf("</body>")));
      expect(email).toContain("&lt;script&gt;alert(1)&lt;/script&gt;Zoë");
      expect(email).not.toContain("<script>");
    }
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
});

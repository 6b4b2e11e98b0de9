/**
 * What EmailJS would send for each request the local outbox stores: the owner's notification and
 * the customer's confirmation, filled as the build's templates are (build/emails, app/quote/emails/)
 * with the values a server sends (app/quote/emails/email-values.ts: the checked fields and what is
 * derived from them, never what else the browser sent), written beside the outbox as
 * `quote-outbox-emails/<request id>/owner.html` and `customer.html` to open in a browser. Each page
 * is the email's HTML as sent, with a header of what a mail app shows above it (subject, from,
 * to, reply-to) and the attached photos below it. A preview that cannot be written is said on the
 * log and never costs the request: it is stored already.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { escapeHtml, fillTemplate, type TemplateValues } from "#app/quote/emails/fill-template.ts";
import type { EmailTemplate } from "#app/quote/emails/quote-emails.ts";
import { readEmailTemplates, readQuoteServices } from "#app/quote/emails/template-files.ts";
import { emailValues } from "#app/quote/emails/email-values.ts";
import type { QuoteRequest } from "#app/quote/schema.ts";

/** A stored request as the outbox writes its line: the form's fields, and its photos' paths relative to the outbox's folder. */
export type StoredRequest = Record<string, unknown> & { request_id: string; photos: readonly string[] };

const envelopeRow = (label: string, value: string) =>
  `<tr><td style="padding:2px 10px 2px 0;color:#64748b;white-space:nowrap;vertical-align:top">${label}</td><td style="padding:2px 0;word-break:break-word">${value}</td></tr>`;

/** The email as a mail app shows it: what it was sent with, the message, its attachments. */
function previewPage(template: EmailTemplate, values: TemplateValues, photos: readonly string[]): string {
  const filled = (field: string) => fillTemplate(field, values);
  const envelope = `<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;padding:10px 12px;font:14px/1.4 system-ui,sans-serif;color:#0f172a;background:#ffffff;border-bottom:1px solid #e2e8f0">
${envelopeRow("Subject", `<strong>${escapeHtml(filled(template.subject))}</strong>`)}
${envelopeRow("From", escapeHtml(template.fromName))}
${envelopeRow("To", filled(template.toEmail))}
${envelopeRow("Reply-To", filled(template.replyTo))}
</table>`;
  const attachments = photos.length
    ? `<div style="max-width:600px;margin:0 auto;padding:12px;font:14px/1.4 system-ui,sans-serif;color:#475569"><p style="margin:0 0 8px">Attachments (${photos.length})</p>${photos
        .map(
          (photo) =>
            `<img src="${escapeHtml(photo)}" alt="${escapeHtml(basename(photo))}" style="display:block;width:100%;margin:0 0 8px;border-radius:8px">`,
        )
        .join("")}</div>`
    : "";
  return filled(template.html)
    .replace(/<body[^>]*>/, (body) => `${body}\n${envelope}`)
    .replace("</body>", `${attachments}\n</body>`);
}

export function emailPreviews(outboxPath: string, templatesFolder: string) {
  const root = join(dirname(outboxPath), `${basename(outboxPath, ".jsonl")}-emails`);
  let toldNoTemplates = false;
  return async (stored: StoredRequest, request: QuoteRequest): Promise<void> => {
    // Read for each request: a build made since the server started brings its facts.
    const templates = readEmailTemplates(templatesFolder);
    if (!templates) {
      if (!toldNoTemplates)
        console.warn(
          `outbox: no email templates in ${templatesFolder} (npm run build writes them): requests are stored without the emails EmailJS would send`,
        );
      toldNoTemplates = true;
      return;
    }
    // The services' labels of the same build: this server has no build's constants (app/quote/service-options.ts).
    const values = emailValues(request, stored.request_id, stored.photos.length, readQuoteServices(templatesFolder));
    const folder = join(root, basename(stored.request_id));
    const photos = stored.photos.map((photo) => relative(folder, join(dirname(outboxPath), photo)));
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, "owner.html"), previewPage(templates.owner, values, photos));
      await writeFile(join(folder, "customer.html"), previewPage(templates.customer, values, []));
    } catch (error) {
      console.error(
        `outbox: request ${stored.request_id} is stored, but the emails EmailJS would send could not be written in ${folder}`,
        error,
      );
    }
  };
}

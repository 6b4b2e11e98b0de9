/**
 * The two EmailJS templates a quote request sends: the owner's notification (the template the form
 * names) and the customer's confirmation (its auto-reply). Made from the business's facts and the
 * words of app/words-in-code/email-copy.ts; the build writes them to build/emails/ to be pasted into
 * EmailJS (docs/deploying.md), and `npm start` fills them for each request it stores.
 * Every recipient is fixed here: the owner's email goes to the business's address and the
 * confirmation answers to it, both written in at the build; only the visitor's own address (the
 * confirmation's To, the owner's Reply-To) comes from the request. The confirmation repeats nothing
 * the visitor typed but their first name, cut short, and the suburb, beside labels the server derives.
 * Visitor text goes in the HTML as {{name}}, which EmailJS escapes; the subject and the plain text
 * are not HTML, so there they are {{{name}}}, shown as typed.
 */
import { business, telHref } from "#app/content/business.ts";
import { emailCopy } from "#app/words-in-code/email-copy.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import type { EmailValues } from "#app/quote/emails/email-values.ts";
import { escapeHtml } from "#app/quote/emails/fill-template.ts";
import { band, button, colours, detailRows, emailDocument, font, heading, paragraph, typedText } from "#app/quote/emails/email-layout.ts";

/** Words for the HTML: escaped, the business's phone never broken across lines. */
const phone = escapeHtml(business.phone.display);
const esc = (words: string) => escapeHtml(words).replaceAll(phone, `<span style="white-space:nowrap">${phone}</span>`);

/** A variable the server sends (./email-values.ts): `v` escaped, for HTML; `raw` as typed, for the subject and plain text. */
type Sent = keyof EmailValues;
const v = (name: Sent) => `{{${name}}}`;
const raw = (name: Sent) => `{{{${name}}}}`;
const when = (name: Sent, content: string) => `{{#${name}}}${content}{{/${name}}}`;
const unless = (name: Sent, content: string) => `{{^${name}}}${content}{{/${name}}}`;

export interface EmailTemplate {
  /** EmailJS's fields of a template, each as it is pasted. */
  subject: string;
  toEmail: string;
  fromName: string;
  replyTo: string;
  html: string;
  text: string;
}

const { labels } = quoteFormCopy;
const mapLink = `https://www.google.com/maps/search/?api=1&amp;query=${v("map_query")}`;

function ownerNotification(): EmailTemplate {
  const copy = emailCopy.owner;
  const name = `${v("firstName")} ${v("lastName")}`;
  const flag = when(
    "emergency",
    `<span style="display:inline-block;margin:0 0 8px;padding:4px 10px;border-radius:6px;background:${colours.alarm};color:#ffffff;font-size:14px;font-weight:800;letter-spacing:0.06em">${esc(copy.emergencyFlag)}</span><br>`,
  );
  const firstScreen = [
    `<h1 dir="auto" style="margin:0 0 4px;font-family:${font};font-size:26px;line-height:1.25;color:${colours.ink}">${name}</h1>`,
    paragraph(
      `<strong>${v("service_label")}</strong>${when("urgency_label", ` · ${v("urgency_label")}`)}`,
      `font-size:18px;color:${colours.brandDark}`,
    ),
    paragraph(
      `<a href="${mapLink}" style="color:${colours.brand};font-weight:600;text-decoration:underline" dir="auto">${v("address")}</a><br><span style="font-size:14px;color:${colours.muted}">${esc(copy.map)}</span>`,
    ),
    button(`tel:${v("phone_dial")}`, `${esc(copy.call)} ${v("firstName")} · ${v("phone")}`, "call"),
    button(`sms:${v("phone_dial")}`, `${esc(copy.text)} ${v("firstName")}`, "plain"),
    paragraph(
      when("email", `<a href="mailto:${v("email")}" style="color:${colours.brand}">${v("email")}</a>`) + unless("email", esc(copy.noEmail)),
      "margin:6px 0 8px",
    ),
    paragraph(
      `${esc(copy.requestId)} <span style="font-family:Menlo,Consolas,monospace">${v("request_id")}</span>${when("photos_attached", ` · ${v("photos_attached")}`)}`,
      `margin:0;font-size:14px;color:${colours.muted}`,
    ),
  ].join("\n");
  const html = emailDocument({
    preheader: `${v("service_label")} · ${v("address")} · ${v("phone")}`,
    top: `${flag}<span style="font-size:15px;font-weight:600">${esc(copy.heading)}</span> <span style="font-size:15px;opacity:0.85">· ${esc(business.name)}</span>`,
    bands: [
      band(firstScreen),
      band(
        heading(esc(copy.messageHeading)) +
          typedText(v("message")) +
          when("photos_attached", paragraph(esc(copy.photosBelow), `margin:12px 0 0;color:${colours.muted}`)),
      ),
      band(
        heading(esc(copy.detailsHeading)) +
          detailRows([
            { label: labels.firstName, value: v("firstName") },
            { label: labels.lastName, value: v("lastName") },
            { label: labels.phone, value: v("phone") },
            { label: labels.email, value: v("email"), only: "email" },
            { label: labels.address, value: v("address") },
            { label: labels.service, value: v("service_label") },
            { label: labels.urgency, value: v("urgency_label"), only: "urgency_label" },
            { label: copy.requestId, value: v("request_id") },
          ]),
        true,
      ),
    ],
    footer: esc(copy.footer),
  });
  const text = [
    `${when("emergency", `${copy.emergencyFlag}\n`)}${copy.heading}: ${raw("firstName")} ${raw("lastName")}`,
    `${raw("service_label")}${when("urgency_label", ` · ${raw("urgency_label")}`)}`,
    "",
    `${copy.call}: ${raw("phone")} (tel:${raw("phone_dial")})`,
    when("email", `${labels.email}: ${raw("email")}`) + unless("email", copy.noEmail),
    `${labels.address}: ${raw("address")}`,
    `Map: https://www.google.com/maps/search/?api=1&query=${raw("map_query")}`,
    `${copy.requestId}: ${raw("request_id")}${when("photos_attached", ` · ${raw("photos_attached")}`)}`,
    "",
    `${copy.messageHeading}:`,
    raw("message"),
    "",
    "--",
    copy.footer,
    "",
  ].join("\n");
  return {
    subject: `${when("emergency", `${copy.emergencyFlag} – `)}${raw("service_label")} – ${raw("locality")} – ${raw("firstName")} ${raw("lastName")}${unless("emergency", when("urgency_label", ` – ${raw("urgency_label")}`))}`,
    toEmail: business.email,
    fromName: copy.fromName,
    replyTo: v("email"),
    html,
    text,
  };
}

function customerConfirmation(): EmailTemplate {
  const copy = emailCopy.customer;
  const steps = copy.next
    .map(
      (step, index) =>
        `<tr><td valign="top" style="padding:0 12px 12px 0;width:28px"><div style="width:28px;height:28px;border-radius:14px;background:${colours.brand};color:#ffffff;font-family:${font};font-size:15px;font-weight:700;line-height:28px;text-align:center">${index + 1}</div></td><td valign="top" style="padding:2px 0 12px">${paragraph(esc(step), "margin:0")}</td></tr>`,
    )
    .join("");
  const html = emailDocument({
    preheader: esc(copy.next[0]),
    top: `<div style="font-size:22px;font-weight:800;line-height:1.2">${esc(business.name)}</div><div style="font-size:14px;opacity:0.9">${esc(business.tagline)}</div>`,
    bands: [
      band(
        when(
          "emergency",
          `<div style="margin:0 0 16px;padding:14px;border-radius:10px;background:#fff7ed;border:2px solid ${colours.callText}">${paragraph(esc(copy.emergency), "margin:0 0 10px;font-weight:600")}${button(telHref, esc(copy.call), "call")}</div>`,
        ) +
          `<h1 dir="auto" style="margin:0 0 8px;font-family:${font};font-size:24px;line-height:1.25;color:${colours.ink}">${esc(copy.greeting)}, ${v("greeting_name")}.</h1>` +
          paragraph(esc(copy.received)),
      ),
      band(
        heading(esc(copy.nextHeading)) +
          `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${steps}</table>` +
          unless("emergency", button(telHref, esc(copy.call), "call")),
      ),
      band(
        heading(esc(copy.requestHeading)) +
          detailRows([
            { label: labels.service, value: v("service_label") },
            { label: copy.suburb, value: v("locality") },
            { label: labels.urgency, value: v("urgency_label"), only: "urgency_label" },
            { label: copy.photos, value: v("photos_attached"), only: "photos_attached" },
          ]) +
          paragraph(esc(copy.allReceived), `margin:12px 0 0;font-size:14px;color:${colours.muted}`),
        true,
      ),
      band(
        paragraph(esc(copy.requestId), `margin:0 0 2px;font-size:14px;color:${colours.muted}`) +
          paragraph(
            v("request_id"),
            "margin:0 0 6px;font-family:Menlo,Consolas,monospace;font-size:15px;font-weight:700;word-break:break-all",
          ) +
          paragraph(esc(copy.quoteIt), `margin:0;font-size:14px;color:${colours.muted}`),
      ),
    ],
    footer: `${esc(`${business.name} · ${business.phone.display} · ${business.email}`)}<br>${esc(copy.footer)}`,
  });
  const text = [
    `${copy.greeting}, ${raw("greeting_name")}.`,
    copy.received,
    when("emergency", `\n${copy.emergency}\n`),
    `${copy.nextHeading}:`,
    ...copy.next.map((step, index) => `${index + 1}. ${step}`),
    "",
    `${copy.requestHeading}:`,
    `${labels.service}: ${raw("service_label")}`,
    `${copy.suburb}: ${raw("locality")}`,
    when("urgency_label", `${labels.urgency}: ${raw("urgency_label")}\n`) +
      when("photos_attached", `${copy.photos}: ${raw("photos_attached")}\n`) +
      copy.allReceived,
    "",
    `${copy.requestId}: ${raw("request_id")}`,
    copy.quoteIt,
    "",
    "--",
    `${business.name} · ${business.phone.display} · ${business.email}`,
    copy.footer,
    "",
  ].join("\n");
  return { subject: copy.subject, toEmail: v("email"), fromName: business.name, replyTo: business.email, html, text };
}

/** Both templates, named as the build writes them. */
export const quoteEmails = () => ({ owner: ownerNotification(), customer: customerConfirmation() });
export type QuoteEmails = ReturnType<typeof quoteEmails>;

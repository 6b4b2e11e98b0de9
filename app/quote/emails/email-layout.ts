/**
 * The emails' HTML as mail apps read it: one centred column of tables, every style inline, no image,
 * font or stylesheet from elsewhere and no script (Gmail, Outlook and Apple Mail drop or block them).
 * The brand's colours are the site's (app/brand/tokens.ts): forest green, amber for the call.
 */
import { palette } from "#app/brand/tokens.ts";
import { escapeHtml } from "#app/quote/emails/fill-template.ts";

export const colours = {
  brand: palette.forest[800],
  brandDark: palette.forest[900],
  brandTint: palette.forest[50],
  brandLine: palette.forest[200],
  call: palette.sun[400],
  callText: palette.forest[950],
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  page: "#f1f5f9",
  card: "#ffffff",
  alarm: "#b91c1c",
} as const;

export const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text = `font-family:${font};color:${colours.ink};font-size:16px;line-height:1.5`;

/** Text a customer typed: kept on its lines, and read right to left when written so. */
export const typedText = (value: string, style = "") =>
  `<div dir="auto" style="${text};white-space:pre-wrap;word-break:break-word;${style}">${value}</div>`;

export const heading = (words: string) =>
  `<h2 style="margin:0 0 8px;font-family:${font};font-size:18px;line-height:1.3;color:${colours.brandDark}">${words}</h2>`;

export const paragraph = (words: string, style = "") => `<p style="margin:0 0 12px;${text};${style}">${words}</p>`;

/** A button any mail app draws: a link padded inside a table cell, 48 px tall, a thumb's width. */
export function button(href: string, label: string, kind: "call" | "plain"): string {
  const [background, colour, border] =
    kind === "call" ? [colours.call, colours.callText, colours.call] : [colours.card, colours.brand, colours.brand];
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 10px"><tr><td align="center" style="background:${background};border:2px solid ${border};border-radius:10px">
<a href="${href}" style="display:block;padding:12px 16px;font-family:${font};font-size:18px;line-height:20px;font-weight:700;color:${colour};text-decoration:none">${label}</a>
</td></tr></table>`;
}

const detailRow = ([label, value]: readonly [string, string]) =>
  `<tr><td valign="top" style="padding:6px 12px 6px 0;width:110px;font-family:${font};font-size:14px;line-height:1.4;color:${colours.muted}">${escapeHtml(label)}</td><td valign="top" dir="auto" style="padding:6px 0;font-family:${font};font-size:16px;line-height:1.4;color:${colours.ink};word-break:break-word">${value}</td></tr>`;

/** Label (words, escaped here) and value (HTML: a template variable), one pair a row. */
export const detailRows = (rows: readonly (readonly [label: string, value: string])[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows.map(detailRow).join("")}</table>`;

/** One band of the card: white, or the brand's tint. */
export const band = (content: string, tinted = false) =>
  `<tr><td style="padding:20px;background:${tinted ? colours.brandTint : colours.card};border-top:1px solid ${colours.line}">${content}</td></tr>`;

interface Document {
  /** The line a mail app shows beside the subject in the inbox. */
  preheader: string;
  /** The coloured top of the card. */
  top: string;
  bands: readonly string[];
  footer: string;
}

export function emailDocument({ preheader, top, bands, footer }: Document): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
</head>
<body style="margin:0;padding:0;background:${colours.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page}"><tr><td align="center" style="padding:12px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colours.card};border-radius:12px;border:1px solid ${colours.line};overflow:hidden">
<tr><td style="padding:18px 20px;background:${colours.brand};border-radius:12px 12px 0 0;font-family:${font};color:#ffffff">${top}</td></tr>
${bands.join("\n")}
</table>
<p style="max-width:600px;margin:12px auto 0;padding:0 12px;font-family:${font};font-size:13px;line-height:1.5;color:${colours.muted}">${footer}</p>
</td></tr></table>
</body>
</html>
`;
}

/**
 * The emails' HTML as mail apps read it: one centred column of tables, every style inline, no image,
 * font or stylesheet from elsewhere and no script (Gmail, Outlook and Apple Mail drop or block them).
 * The brand's colours are the site's (app/brand/tokens.ts): forest green, amber for the call.
 * Colours that survive a mail app's dark mode: a phone's dark mode darkens light backgrounds and
 * lightens dark text, so a button is light text on a dark background, which it leaves alone
 * (amber on deep green, 8.5:1 light and dark; dark text on amber read 1.7:1 once its text was lightened).
 */
import { palette } from "#app/brand/tokens.ts";
import { escapeHtml } from "#app/quote/emails/fill-template.ts";

export const colours = {
  brand: palette.forest[800],
  brandDark: palette.forest[900],
  brandTint: palette.forest[50],
  brandLine: palette.forest[200],
  call: palette.forest[900],
  callText: palette.sun[400],
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

/** A button's padding and text line: 14 + 20 + 14 = 48 px, past the 44 px a thumb needs. */
const BUTTON_PADDING = "14px 16px";
const BUTTON_LINE = 20;

export const paragraph = (words: string, style = "") => `<p style="margin:0 0 12px;${text};${style}">${words}</p>`;

/**
 * A button any mail app draws full size: a link filling a table cell, 48 px tall, a thumb's width.
 * Outlook for Windows ignores a link's padding, so the cell has it there (`mso-padding-alt`, read by
 * Outlook alone) and its colour as `bgcolor` too; everyone else pads the link, so all of it is tappable.
 */
export function button(href: string, label: string, kind: "call" | "plain"): string {
  const [background, colour, border] =
    kind === "call" ? [colours.call, colours.callText, colours.callText] : [colours.card, colours.brand, colours.brand];
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 10px"><tr><td align="center" bgcolor="${background}" style="background-color:${background};border:2px solid ${border};border-radius:10px;mso-padding-alt:${BUTTON_PADDING}">
<a href="${href}" style="display:block;padding:${BUTTON_PADDING};font-family:${font};font-size:18px;line-height:${BUTTON_LINE}px;mso-line-height-rule:exactly;font-weight:700;color:${colour};text-decoration:none">${label}</a>
</td></tr></table>`;
}

const detailRow = ({ label, value, only }: DetailRow) => {
  const row = `<tr><td valign="top" style="padding:6px 12px 6px 0;width:110px;font-family:${font};font-size:14px;line-height:1.4;color:${colours.muted}">${escapeHtml(label)}</td><td valign="top" dir="auto" style="padding:6px 0;font-family:${font};font-size:16px;line-height:1.4;color:${colours.ink};word-break:break-word">${value}</td></tr>`;
  return only ? `{{#${only}}}${row}{{/${only}}}` : row;
};

export interface DetailRow {
  /** Words, escaped here. */
  label: string;
  /** HTML: a template variable. */
  value: string;
  /** The variable without which the row is left out (EmailJS's `{{#name}}` section): no empty row. */
  only?: string;
}

/** One row a pair, in a table. */
export const detailRows = (rows: readonly DetailRow[]) =>
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
<meta name="supported-color-schemes" content="light">
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

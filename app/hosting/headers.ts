/**
 * What the hosts send with each file: the per-page Content-Security-Policy, the security headers,
 * the cache rules, and the `_headers` file that carries them to Netlify and Cloudflare Pages (the
 * local server and nginx read the same values).
 */
import { paths } from "#app/site/paths.ts";

/**
 * The page's own policy, delivered in a <meta> tag because the hashes of its inline scripts differ
 * from page to page. Directives a <meta> cannot carry (frame-ancestors) are in the header policy;
 * a browser enforces both. Only directives every engine knows: WebKit logs an error for each one it
 * does not (manifest-src was one; default-src covers the manifest anyway).
 */
export function pageContentSecurityPolicy({ scriptHashes, connectOrigins }: { scriptHashes: string[]; connectOrigins: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self'",
    // blob: for the quote form's photo thumbnails, made in the browser from the visitor's own files.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers for every response: the non-page part of the policy and the other security headers. */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  // HTTPS only, remembered a year: Cloudflare's longest setting. Browsers ignore it over plain http
  // (npm start). Not includeSubDomains, since the owner's other names (mail, a booking system) may
  // not all be https; not preload, which is hard to undo, without the owner's say (ADR 0042).
  "Strict-Transport-Security": "max-age=31536000",
};

export const immutableAssetCache = "public, max-age=31536000, immutable";
/**
 * Pages and every other unhashed file (the service worker above all) are revalidated on each visit,
 * a 304 when unchanged, so a deploy shows at once. It is what Netlify and Cloudflare Pages send when
 * no rule names a file, so `_headers` leaves it to them; the local server and nginx send it too.
 */
export const pageCache = "public, max-age=0, must-revalidate";

const headerBlock = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers everywhere, a year's cache for the
 * hashed assets and the photos (named by their content's hash, app/media). Three rules, whatever the
 * number of pages: both hosts join a header that two matching rules set with a comma (so pages get
 * no rule of their own), and Cloudflare takes at most 100 rules.
 */
export function headersFile(): string {
  const blocks = [
    headerBlock("/*", securityHeaders),
    headerBlock(`${paths.assets}*`, { "Cache-Control": immutableAssetCache }),
    headerBlock(`${paths.media}*`, { "Cache-Control": immutableAssetCache }),
  ];
  return `${blocks.join("\n\n")}\n`;
}

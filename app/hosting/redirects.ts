/**
 * Addresses that last (docs/decisions/0040-addresses-that-last.md): an address the site published
 * and no longer has answers with a permanent redirect to the page it became. The build writes the
 * list once, as `_redirects` (Cloudflare Pages and Netlify read it; the local server too) and as an
 * nginx include made from that file (scripts/build/postbuild.ts), so every host sends the same.
 */

/** The nginx include's name, in the build folder beside the published client/ folder (never served). */
export const NGINX_REDIRECTS_FILE = "nginx-redirects.conf";

/** An address that was a page, and the page it leads to now. */
export interface Move {
  from: string;
  to: string;
}

/**
 * Cloudflare Pages applies the first 2,000 static redirects of `_redirects` (and 100 dynamic ones,
 * which the site never writes) and skips the rest in silence
 * (https://developers.cloudflare.com/pages/configuration/redirects/#per-file), the least of the hosts
 * the site supports: the content check refuses moved pages past it (app/content/moved-pages.ts).
 */
export const HOSTS_REDIRECT_LIMIT = 2000;

/**
 * The ways a moved address is asked for, each a line: as written, and with a slash at its end, since
 * no host sends one to the other first (a page's own `/services/` is sent on by the host's rules,
 * an address no page has is not).
 */
export const spellingsOf = (address: string) => [address, `${address}/`];

/** What a host answers for a moved address: moved for good, so search engines carry the old address's standing over. */
const PERMANENT = 301;

/** Netlify / Cloudflare Pages `_redirects`: one `from to 301` line per moved address. */
export const redirectsFile = (moves: Move[]) =>
  [
    "# Addresses the site had and moved: each answers with a permanent redirect (docs/decisions/0040-addresses-that-last.md).",
    ...moves.flatMap(({ from, to }) => spellingsOf(from).map((spelling) => `${spelling} ${to} ${PERMANENT}`)),
    "",
  ].join("\n");

/** The moves a `_redirects` file lists (the lines `redirectsFile` writes; comments and blank lines skipped). */
export function parseRedirectsFile(text: string): Move[] {
  return text.split("\n").flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#")) return [];
    if (!to || status !== String(PERMANENT)) throw new Error(`A _redirects line the site does not write: ${line}`);
    return [{ from, to }];
  });
}

/** The same moves for nginx: an exact location each, kept in the server block beside deploy/nginx/site.conf. */
export const nginxRedirects = (moves: Move[]) =>
  [
    "# Made by the build from _redirects (docs/decisions/0040-addresses-that-last.md); nginx reads it when it starts or reloads.",
    ...moves.map(({ from, to }) => `location = ${from} {\n    return ${PERMANENT} ${to}$is_args$args;\n}`),
    "",
  ].join("\n");

/**
 * Addresses that last (docs/decisions/0040-addresses-that-last.md): an address the site published
 * and no longer has answers with a permanent redirect to the page it became. The build writes the
 * list once, as `_redirects` (Cloudflare Pages and Netlify read it; the local server too) and as an
 * nginx include made from that file (scripts/build/postbuild.ts), so every host sends the same.
 */
import { spellingsOf } from "#app/site/host-redirects.ts";

/** The nginx include's name, in the build folder beside the published client/ folder (never served). */
export const NGINX_REDIRECTS_FILE = "nginx-redirects.conf";

/** An address that was a page, and the page it leads to now. */
export interface Move {
  from: string;
  to: string;
}

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

/**
 * What every host the site supports does with a moved address (docs/decisions/0040-addresses-that-last.md),
 * for the content check (app/content/moved-pages.ts) and the files the build writes for the hosts
 * (app/hosting/redirects.ts).
 */

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

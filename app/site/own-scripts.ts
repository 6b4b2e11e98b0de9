/**
 * The mark on each inline script the site's own code writes (app/components/ui/inline-script.tsx).
 * A page's policy allows only the scripts that carry it (scripts/build/csp.ts), so a script that
 * came from content, should one ever get past the post's sanitizer, gets no hash and does not run.
 */
export const OWN_SCRIPT_ATTRIBUTE = "data-site-script";

import { OWN_SCRIPT_ATTRIBUTE } from "#app/site/own-scripts.ts";

/**
 * A script the site's own code writes into the prerendered page, marked as such. The build adds the
 * SHA-256 of each marked script to that page's Content-Security-Policy (scripts/build/csp.ts), so
 * it runs without 'unsafe-inline'; an unmarked one (from content) gets no hash.
 */
export function InlineScript({ code, type }: { code: string; type?: "speculationrules" }) {
  return <script type={type} {...{ [OWN_SCRIPT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: code }} />;
}

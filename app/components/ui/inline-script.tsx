/**
 * A script written into the prerendered page. The build adds its SHA-256 to that page's
 * Content-Security-Policy (scripts/build/csp.ts), so it runs without 'unsafe-inline'.
 */
export function InlineScript({ code, type }: { code: string; type?: "speculationrules" }) {
  return <script type={type} dangerouslySetInnerHTML={{ __html: code }} />;
}

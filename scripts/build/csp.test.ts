import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { injectContentSecurityPolicy } from "./csp.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

const page = [
  "<html><head><title>t</title></head><body>",
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script data-site-script="">window.a = 1;</script>',
  '<div class="post-body"><p>From a post:</p><script>alert("post")</script></div>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");</script>',
  '<script src="/assets/external.js"></script>',
  '<script type="speculationrules" data-site-script="">{"prefetch":[]}</script>',
  "</body></html>",
].join("");

// Which scripts each built page hashes is tested on the built pages (tests/e2e/seo.spec.ts).
describe("injectContentSecurityPolicy", () => {
  it("puts the page's policy first in <head>, naming each inline script and the connect origins", () => {
    const html = injectContentSecurityPolicy(page, ["https://api.emailjs.com"]);
    const policy = html.match(/^<html><head><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1];
    expect(policy).toContain(`script-src 'self' '${sha("window.a = 1;")}'`);
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("object-src 'none'");
  });

  it("allows only the scripts the site's own code wrote: a script that came from a post's text gets no hash", () => {
    const policy = injectContentSecurityPolicy(page, []).match(/content="([^"]+)"/)?.[1] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+'){2}; /);
    expect(policy).not.toContain(sha('alert("post")'));
  });

  it("keeps every other byte of the page as it was", () => {
    const html = injectContentSecurityPolicy(page, []);
    expect(html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/, "")).toBe(page);
  });

  it("refuses a page that already has a policy", () => {
    expect(() => injectContentSecurityPolicy(injectContentSecurityPolicy(page, []), [])).toThrow(/already has a CSP/);
  });
});

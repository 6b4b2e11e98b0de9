import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { injectContentSecurityPolicy, inlineScriptHashes } from "./csp";
import { deferHydration } from "./defer-hydration";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

const page = [
  "<html><head><title>t</title></head><body>",
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  "<script>window.a = 1;</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");</script>',
  '<script src="/assets/external.js"></script>',
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes every inline script a browser would run, and nothing else", () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'),
    ]);
  });
});

describe("injectContentSecurityPolicy", () => {
  it("puts the page's policy first in <head>, naming each inline script and the connect origins", () => {
    const html = injectContentSecurityPolicy(page, ["https://api.emailjs.com"]);
    const policy = html.match(/^<html><head><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1];
    expect(policy).toContain(`script-src 'self' '${sha("window.a = 1;")}'`);
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("object-src 'none'");
  });

  it("refuses a page that already has a policy", () => {
    expect(() => injectContentSecurityPolicy(injectContentSecurityPolicy(page, []), [])).toThrow(/already has a CSP/);
  });
});

describe("deferHydration", () => {
  const withPreloads = page.replace("<title>t</title>", '<title>t</title><link rel="modulepreload" href="/assets/root-1.js"/>');

  it("moves the module preloads and imports after the first contentful paint, keeping what the script does", () => {
    const html = deferHydration(withPreloads);
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = html.match(/<script type="module">([^<]*)<\/script>/)![1]!;
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain("setTimeout(start,3000)");
    expect(script).toContain('["/assets/root-1.js"]');
    expect(script).toContain('Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js")]).then(([_,route0])=>');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0};');
    expect(script).toContain('import("/assets/entry.client-1.js")');
  });

  it("fails the build on a module script it does not understand", () => {
    const odd = page.replace('import * as route0 from "/assets/root-1.js";', 'import { x } from "/assets/root-1.js";');
    expect(() => deferHydration(odd)).toThrow(/unexpected module script/);
    expect(() => deferHydration("<html></html>")).toThrow(/not found/);
  });
});

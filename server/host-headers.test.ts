import { describe, expect, it } from "vitest";
import { headersFile } from "#app/seo/site-files.ts";
import { headersFor, parseHeadersFile } from "./host-headers.ts";

describe("_headers", () => {
  const rules = parseHeadersFile(headersFile());

  it("sends the security headers on every path", () => {
    const headers = Object.fromEntries(headersFor(rules, "/contact"));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("gives each path one cache rule, never two joined", () => {
    for (const path of ["/", "/contact", "/assets/root-abc123.js"]) {
      expect(
        headersFor(rules, path).filter(([name]) => name === "Cache-Control"),
        path,
      ).toHaveLength(1);
    }
  });

  it("caches hashed assets for a year, immutable", () => {
    const headers = Object.fromEntries(headersFor(rules, "/assets/root-abc123.js"));
    expect(headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("rejects a header line outside a path block", () => {
    expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow(/Malformed/);
  });
});

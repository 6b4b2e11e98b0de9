import { describe, expect, it } from "vitest";
import { headersFile } from "#app/hosting/headers.ts";
import { headersFor, parseHeadersFile } from "./host-headers.ts";

describe("_headers", () => {
  const rules = parseHeadersFile(headersFile());

  it("sends the security headers on every path", () => {
    const headers = Object.fromEntries(headersFor(rules, "/contact"));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  it("leaves pages to the host's default cache, so no two cache rules are ever joined", () => {
    for (const path of ["/", "/contact", "/locations/noosa", "/sw.js"]) {
      expect(
        headersFor(rules, path).filter(([name]) => name === "Cache-Control"),
        path,
      ).toEqual([]);
    }
    expect(headersFor(rules, "/assets/root-abc123.js").filter(([name]) => name === "Cache-Control")).toHaveLength(1);
  });

  it("stays far below Cloudflare's 100 rules, however many pages there are", () => {
    expect(rules.length).toBeLessThanOrEqual(3);
  });

  it("caches hashed assets and the pipeline's photos for a year, immutable", () => {
    for (const path of ["/assets/root-abc123.js", "/media/gum-0679d3db63-800.avif"]) {
      const headers = Object.fromEntries(headersFor(rules, path));
      expect(headers["Cache-Control"], path).toBe("public, max-age=31536000, immutable");
    }
  });

  it("rejects a header line outside a path block", () => {
    expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow(/Malformed/);
  });
});

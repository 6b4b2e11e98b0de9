/**
 * A host's build that could not serve its visitors stops, one sentence a setting, naming the
 * variable and where the host keeps it: no way for the quote form to send, the local counter, an
 * editor with no backend. On a developer's or the owner's computer the same settings are the point.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostOf, hostSettingsProblems, type Host } from "./host-settings.ts";

const cloudflare = hostOf({ CF_PAGES: "1" })!;
const netlify = hostOf({ NETLIFY: "true" })!;
/** Every setting a live site needs, as the owner sets them on the host. */
const live = {
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_xyz",
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
  VITE_COUNTER: "https://plausible.io",
  CMS_BACKEND: "decapbridge",
  CMS_DECAPBRIDGE_SITE_ID: "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40",
};
const without = (...names: (keyof typeof live)[]) =>
  Object.fromEntries(Object.entries(live).filter(([name]) => !names.includes(name as keyof typeof live)));
const problems = (host: Host, env: Record<string, string>) => hostSettingsProblems(host, env);

describe("the host check", () => {
  it("knows Cloudflare Pages by CF_PAGES and Netlify by NETLIFY, and no host on this computer", () => {
    expect(cloudflare.name).toBe("Cloudflare Pages");
    expect(netlify.name).toBe("Netlify");
    expect(hostOf({})).toBeUndefined();
    expect(hostOf({ CF_PAGES: "" })).toBeUndefined();
  });

  it("knows Cloudflare's Workers Builds by WORKERS_CI, whose Worker takes the quote form's requests itself", () => {
    const workers = hostOf({ WORKERS_CI: "1", CI: "true" })!;
    expect(workers.name).toBe("Cloudflare Workers");
    expect(hostOf({ WORKERS_CI: "" })).toBeUndefined();
    // The form posts to the site's own endpoint (no EmailJS keys): the Worker receives it there.
    const ownEndpoint = without("VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID", "VITE_EMAILJS_PUBLIC_KEY");
    expect(problems(workers, ownEndpoint)).toEqual([]);
    expect(problems(workers, { ...ownEndpoint, VITE_COUNTER: "" })).toEqual([
      expect.stringMatching(
        /^VITE_COUNTER is not set, .* which Cloudflare Workers does not run: set it in the Cloudflare dashboard \(Workers & Pages → the Worker → Settings → Build → Variables and secrets\)/,
      ),
    ]);
  });

  it("passes a host's build with every setting a live site needs", () => {
    expect(problems(cloudflare, live)).toEqual([]);
    expect(problems(netlify, live)).toEqual([]);
  });

  it("stops a build whose quote form could not send, naming the three EmailJS variables and the dashboard", () => {
    for (const missing of ["VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID", "VITE_EMAILJS_PUBLIC_KEY"] as const) {
      const [problem, ...others] = problems(cloudflare, without(missing));
      expect(others).toEqual([]);
      expect(problem).toMatch(
        /^The quote form has no way to send on Cloudflare Pages: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY in the Cloudflare dashboard \(Workers & Pages → the project → Settings → Environment variables\)/,
      );
      expect(problem).toContain("VITE_QUOTE_EMAIL_APP=on");
    }
    expect(problems(netlify, without("VITE_EMAILJS_PUBLIC_KEY"))[0]).toContain("in Netlify's site configuration (Environment variables)");
  });

  it("lets a form set deliberately to the visitor's email app go live without EmailJS", () => {
    const byEmailApp = {
      ...without("VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID", "VITE_EMAILJS_PUBLIC_KEY"),
      VITE_QUOTE_EMAIL_APP: "on",
    };
    expect(problems(cloudflare, byEmailApp)).toEqual([]);
    expect(problems(cloudflare, { ...byEmailApp, VITE_QUOTE_EMAIL_APP: "off" })[0]).toMatch(/^The quote form has no way to send/);
  });

  it("stops a build that would count into npm start's counter; a counting service or off goes live", () => {
    expect(problems(cloudflare, without("VITE_COUNTER"))).toEqual([
      "VITE_COUNTER is not set, so visits would be counted by `npm start`'s own counter, which Cloudflare Pages does not run: set it in the Cloudflare dashboard (Workers & Pages → the project → Settings → Environment variables) to your Plausible server (https://plausible.io) or to off.",
    ]);
    expect(problems(cloudflare, { ...live, VITE_COUNTER: "off" })).toEqual([]);
  });

  it("stops a build whose editor could not sign in; a backend, or local on purpose, goes live", () => {
    const [problem, ...others] = problems(netlify, without("CMS_BACKEND", "CMS_DECAPBRIDGE_SITE_ID"));
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^CMS_BACKEND is not set, so the editor at \/admin could not sign in or save on Netlify: set it in Netlify's site configuration \(Environment variables\) to decapbridge/,
    );
    expect(problems(netlify, { ...without("CMS_BACKEND", "CMS_DECAPBRIDGE_SITE_ID"), CMS_BACKEND: "local" })).toEqual([]);
    // As before CMS_BACKEND existed, a repository alone means GitHub.
    expect(problems(netlify, { ...without("CMS_BACKEND", "CMS_DECAPBRIDGE_SITE_ID"), CMS_GITHUB_REPO: "owner/site" })).toEqual([]);
  });

  it("names every problem at once, so one round trip to the dashboard fixes them all", () => {
    expect(problems(cloudflare, {})).toHaveLength(3);
  });

  it("stops on a value that cannot work, naming the variable, as a build anywhere does", () => {
    expect(() => problems(cloudflare, { ...live, VITE_COUNTER: "yes" })).toThrow(/VITE_COUNTER must be off or an http\(s\) URL/);
    expect(() => problems(cloudflare, { ...live, CMS_DECAPBRIDGE_SITE_ID: "mysite" })).toThrow(
      /CMS_BACKEND=decapbridge needs CMS_DECAPBRIDGE_SITE_ID/,
    );
  });
});

describe("a host's build", () => {
  it("stops before anything is bundled, saying what to set and where, and publishes nothing", () => {
    const folder = mkdtempSync(join(tmpdir(), "host-check-"));
    // Empty values win over a developer's .env, as the host's own variables would.
    const unset = { VITE_EMAILJS_SERVICE_ID: "", VITE_QUOTE_EMAIL_APP: "", VITE_COUNTER: "", CMS_BACKEND: "", CMS_GITHUB_REPO: "" };
    try {
      const build = spawnSync(process.execPath, [join(import.meta.dirname, "build.ts")], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, CF_PAGES: "1", BUILD_DIR: join(folder, "site"), ...unset },
        encoding: "utf8",
      });
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(
        "The site was not built, and the last good site is still in place:\nSettings to fix before this site can go live on Cloudflare Pages:",
      );
      for (const variable of ["VITE_EMAILJS_SERVICE_ID", "VITE_COUNTER is not set", "CMS_BACKEND is not set"])
        expect(build.stderr).toContain(variable);
      expect(existsSync(join(folder, "site"))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

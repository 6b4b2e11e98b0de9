/**
 * DecapBridge as the browser meets it, answered by Playwright routes at its real origins (so the
 * admin page's security policy is tested against them): the sign-in page the editor's Sign in button
 * opens, which here returns at once as if the owner had signed in with Google; the token exchange;
 * the owner's picture; and the Git Gateway, in front of a fake GitHub repository. What the real
 * services do is read from their source (decapbridge-api src/sites/index.ts, decapbridge-gateway
 * api/settings.go, api/github.go, api/auth.go and api/errors.go, all at github.com/decapbridge): the
 * gateway refuses with its own JSON (`{"code":401,"msg":…}`) a request without the owner's token and a
 * path outside its allow-list, and passes GitHub's answers through, GitHub's 401 for the site's own
 * expired token included (`siteKeyExpired`).
 */
import type { BrowserContext } from "./fixtures.ts";
import { DECAPBRIDGE } from "../../admin/next/editor-backend.ts";
import type { FakeGitHubRepository } from "./fake-github-repository.ts";

export const owner = { email: "sam@canopytreecare.example", first_name: "Sam", last_name: "Green", avatarId: "5f0c2a9e" };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token shaped like DecapBridge's (a Directus JWT with the owner's claims); nothing here checks its signature. */
export const accessToken = base64url({ alg: "HS256", typ: "JWT" }).concat(
  ".",
  base64url({
    iss: "directus",
    email: owner.email,
    first_name: owner.first_name,
    last_name: owner.last_name,
    avatar_url: `${DECAPBRIDGE.auth}/assets/${owner.avatarId}?key=system-medium-cover`,
    exp: Math.floor(Date.now() / 1000) + 24 * 3600,
  }),
  ".signature",
);
/** The one-time code DecapBridge's sign-in hands back to /admin. */
const CODE = "one-time-code";
/** A 1×1 PNG: the owner's picture. */
const PICTURE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const cors = { "Access-Control-Allow-Origin": "*" };

export interface FakeDecapBridge {
  /** The address the Sign in button sent the browser to. */
  signInRequests: URL[];
  /** The token exchanges, as the form fields the editor posted. */
  tokenRequests: URLSearchParams[];
  /** Requests to the gateway that carried no `Bearer <the token>`. */
  unauthorised: string[];
  /** The site's own GitHub token, kept by DecapBridge, has expired: GitHub answers 401 behind the gateway. */
  siteKeyExpired: boolean;
}

/** The paths under /github the gateway passes to GitHub (decapbridge-gateway api/github.go, `allowedRegexp`). */
const allowed = /^\/github\/((git|contents|pulls|branches|merges|statuses|compare|commits)\/?|(issues\/(\d+)\/labels))/;
const gatewayRefusal = (msg: string) => ({ status: 401, json: { code: 401, msg } });

/** The gateway's answer to one request (`authorization`: its header), in front of `repository`. */
export function gatewayAnswer(
  fake: Pick<FakeDecapBridge, "unauthorised" | "siteKeyExpired">,
  repository: FakeGitHubRepository,
  request: { method: string; url: URL; authorization: string | undefined; body: unknown },
): { status: number; json: unknown } {
  const { method, url } = request;
  if (request.authorization !== `Bearer ${accessToken}`) {
    fake.unauthorised.push(`${method} ${url.pathname}`);
    return gatewayRefusal("This endpoint requires a Bearer token");
  }
  // The gateway's settings say which git host sits behind it; the host's API follows under its name.
  if (url.pathname === "/settings")
    return { status: 200, json: { github_enabled: true, gitlab_enabled: false, bitbucket_enabled: false, roles: null } };
  // Outside /github, the router has no route (chi's 404, plain text in the real gateway).
  if (!url.pathname.startsWith("/github")) return { status: 404, json: { message: "404 page not found" } };
  if (!allowed.test(url.pathname)) return gatewayRefusal("Access to endpoint not allowed: this part of GitHub's API has been restricted");
  if (fake.siteKeyExpired)
    return { status: 401, json: { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" } };
  return repository.answer(method, url.pathname.slice("/github".length), url.searchParams, request.body);
}

export async function fakeDecapBridge(
  context: BrowserContext,
  { siteId, repository }: { siteId: string; repository: FakeGitHubRepository },
): Promise<FakeDecapBridge> {
  const fake: FakeDecapBridge = { signInRequests: [], tokenRequests: [], unauthorised: [], siteKeyExpired: false };
  const site = `${DECAPBRIDGE.auth}/sites/${siteId}`;

  await context.route(
    (url) => url.href.startsWith(`${site}/pkce?`),
    async (route, request) => {
      const url = new URL(request.url());
      fake.signInRequests.push(url);
      // DecapBridge's login page would come here; the owner signs in, and it sends them back with a code.
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.search = new URLSearchParams({ state: url.searchParams.get("state")!, code: CODE }).toString();
      await route.fulfill({ status: 302, headers: { Location: back.href } });
    },
  );

  await context.route(
    (url) => url.href === `${site}/token`,
    async (route, request) => {
      const form = new URLSearchParams(request.postData() ?? "");
      fake.tokenRequests.push(form);
      if (request.method() !== "POST" || form.get("code") !== CODE)
        return route.fulfill({ status: 401, headers: cors, json: { error: "INVALID_CREDENTIALS" } });
      const profile = { email: owner.email, first_name: owner.first_name, last_name: owner.last_name };
      await route.fulfill({
        headers: cors,
        json: {
          ...profile,
          token_type: "bearer",
          access_token: accessToken,
          expires_in: 86_400_000,
          refresh_token: "refresh",
          user_metadata: profile,
        },
      });
    },
  );

  await context.route(
    (url) => url.href.startsWith(`${DECAPBRIDGE.auth}/assets/`),
    (route) => route.fulfill({ headers: cors, contentType: "image/png", body: PICTURE }),
  );

  await context.route(
    (url) => url.origin === DECAPBRIDGE.gateway,
    async (route, request) => {
      const body = request.postData() ? JSON.parse(request.postData()!) : undefined;
      const asked = { method: request.method(), url: new URL(request.url()), authorization: request.headers().authorization, body };
      const { status, json } = gatewayAnswer(fake, repository, asked);
      await route.fulfill({ status, headers: cors, json });
    },
  );

  return fake;
}

/**
 * A browser and a DecapBridge for the sign-in's tests (./sign-in.test.ts, ./sign-in-screen.browser.test.ts):
 * the page's address, history and storage held in memory, and DecapBridge's token exchange and
 * gateway settings answered as tests/e2e/fake-decapbridge.ts answers them (read from its source).
 */
import { DECAPBRIDGE } from "./editor-backend.ts";
import type { SignInPlace } from "./kept-sign-in.ts";

const siteId = "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40";
const admin = "https://www.canopytreecare.com.au/admin/";
const now = Date.UTC(2026, 10, 29, 9);

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replaceAll("+", "-").replaceAll("/", "_");
/** A token shaped as DecapBridge's (a JWT with the owner's claims), ending a day from `now`. */
const token = [
  base64url({ alg: "HS256", typ: "JWT" }),
  base64url({ email: "sam@canopytreecare.example", first_name: "Sam", last_name: "Green", exp: now / 1000 + 24 * 3600 }),
  "signature",
].join(".");

export const fakeSignIn = { siteId, admin, now, token, code: "one-time-code" };

/** Storage held in memory, as a browser's localStorage or sessionStorage behaves. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A browser at `address`, and a DecapBridge that gives `token` for the code "one-time-code". */
export function fakeBrowser(
  address = `${admin}#/entry/settings/content%2Fbusiness.json`,
  answers: { settings?: object; offline?: boolean } = {},
) {
  let url = new URL(address);
  const requests: { url: string; init?: RequestInit }[] = [];
  const visited: string[] = [];
  const place: SignInPlace = {
    location: {
      get origin() {
        return url.origin;
      },
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      get hash() {
        return url.hash;
      },
      assign: (to: string | URL) => void visited.push(String(to)),
    },
    history: { replaceState: (_data, _unused, to) => void (url = new URL(String(to), url)) },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    crypto,
    now: () => now,
    fetch: async (input, init) => {
      requests.push({ url: String(input), ...(init ? { init } : {}) });
      if (answers.offline) throw new TypeError("Failed to fetch");
      if (String(input) === `${DECAPBRIDGE.auth}/sites/${siteId}/token`) {
        const form = new URLSearchParams(String(init?.body));
        if (form.get("code") !== fakeSignIn.code) return Response.json({ error: "INVALID_CREDENTIALS" }, { status: 401 });
        return Response.json({ access_token: token, token_type: "bearer", expires_in: 86_400_000, email: "sam@canopytreecare.example" });
      }
      if (String(input) === `${DECAPBRIDGE.gateway}/settings`)
        return Response.json(answers.settings ?? { github_enabled: true, gitlab_enabled: false, bitbucket_enabled: false, roles: null });
      return Response.json({ message: "Not Found" }, { status: 404 });
    },
  };
  /** DecapBridge sends the owner back to redirect_uri with `params` (its sign-in page's doing). */
  const comeBack = (params: Record<string, string>) => {
    url = new URL(`${admin}?${new URLSearchParams(params).toString()}`);
  };
  /** The state the last sign-in was sent with. */
  const sentState = () => new URL(visited.at(-1)!).searchParams.get("state")!;
  return { place, requests, visited, comeBack, sentState, address: () => url.href };
}

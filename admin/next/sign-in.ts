/**
 * Signing the owner in to the live site's repository, as Decap's editor does (so the services the
 * developer already set up for /admin serve this editor unchanged):
 * - DecapBridge (admin/next/editor-backend.ts, backendConfig): PKCE (RFC 7636). The owner is sent
 *   to DecapBridge's sign-in for the site with a code challenge, comes back with a one-time code and
 *   the state they left with, and the code is exchanged for a token; the token is kept on the device
 *   until it expires (about a day), and the Git Gateway is called with `Bearer <token>`, at
 *   <gateway>/github, the repository's root as Decap's git-gateway backend uses it. The same request
 *   fields as decap-cms-lib-auth's pkce-oauth.js, and the gateway's /settings read once, as Decap does.
 * - GitHub through an OAuth helper: Decap's netlify-auth popup protocol (a window at
 *   <authUrl>/auth?provider=github, a handshake message, then the token in a message); the token
 *   calls api.github.com/repos/<repo> with `token <token>`.
 * The address's # (the screen the owner was on) is kept across DecapBridge's round trip, so a sign-in
 * asked for in the middle of a change lands back on that change (its text is kept by kept-changes.ts).
 */
import { DECAPBRIDGE } from "./editor-backend.ts";
import { signInWithGitHub } from "./github-sign-in.ts";
import {
  browserPlace,
  keep,
  keptSignIn,
  readJson,
  signInKey,
  type SignedIn,
  type SignInBackend,
  type SignInPlace,
  type SignInProblem,
} from "./kept-sign-in.ts";

const PENDING_KEY = "editor-sign-in-pending";
/** When a token names no end (no `exp` claim): a day, as DecapBridge's are. */
const DAY_MS = 24 * 3600 * 1000;
/** The scope Decap's PKCE page asks for. */
const SCOPE = "openid email";

const site = (backend: Extract<SignInBackend, { name: "decapbridge" }>) => `${DECAPBRIDGE.auth}/sites/${backend.siteId}`;

const base64url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""))
    .replace(/=+$/, "")
    .replaceAll("+", "-")
    .replaceAll("/", "_");

/** The characters of a code verifier (RFC 7636 4.1), 64 of them so that a random byte picks each evenly, as Decap's. */
const VERIFIER_CHARACTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.";

/** A new code verifier: 128 characters from 128 random bytes. */
export const codeVerifier = (crypto: Crypto) =>
  Array.from(crypto.getRandomValues(new Uint8Array(128)), (byte) => VERIFIER_CHARACTERS[byte % 64]).join("");

/** The S256 code challenge of `verifier`: base64url of its SHA-256, unpadded (RFC 7636 4.2). */
export const codeChallenge = async (verifier: string, crypto: Crypto) =>
  base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));

/** A JWT's claims, or nothing when it is not one; its signature is the gateway's to check. */
function claimsOf(token: string): Record<string, unknown> | undefined {
  try {
    const payload = token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/");
    const text = new TextDecoder().decode(Uint8Array.from(atob(payload), (char) => char.charCodeAt(0)));
    const claims = JSON.parse(text) as unknown;
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

interface PendingSignIn {
  key: string;
  verifier: string;
  nonce: string;
  /** The screen the owner was on. */
  hash: string;
}

/** The state sent to the sign-in, as it came back: JSON, its quotes escaped by some services (Decap reads it both ways). */
function stateOf(text: string): { nonce?: unknown } | undefined {
  for (const each of [text, text.replaceAll('\\"', '"')])
    try {
      return JSON.parse(each) as { nonce?: unknown };
    } catch {
      // the other way
    }
  return undefined;
}

/** Where DecapBridge sends the owner back: this page, without its query or its # (the redirect_uri Decap sends). */
const returnAddress = (place: SignInPlace) => place.location.origin + place.location.pathname;

/** Sends the owner to DecapBridge's sign-in for the site; they come back to `finishDecapBridgeSignIn`, at the screen they left. */
export async function startDecapBridgeSignIn(backend: Extract<SignInBackend, { name: "decapbridge" }>, place: SignInPlace) {
  const verifier = codeVerifier(place.crypto);
  const nonce = place.crypto.randomUUID();
  const pending: PendingSignIn = { key: signInKey(backend), verifier, nonce, hash: place.location.hash };
  place.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(`${site(backend)}/pkce`);
  url.search = new URLSearchParams({
    client_id: "",
    redirect_uri: returnAddress(place),
    response_type: "code",
    scope: SCOPE,
    state: JSON.stringify({ auth_type: "pkce", nonce }),
    code_challenge_method: "S256",
    code_challenge: await codeChallenge(verifier, place.crypto),
  }).toString();
  place.location.assign(url.href);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The owner's name and email from the token's claims (backendConfig's `auth` claims), for commits made in their name. */
function ownerOf(claims: Record<string, unknown> | undefined, answer: Record<string, unknown>) {
  const email = text(claims?.email) || text(answer.email);
  const name = [text(claims?.first_name) || text(answer.first_name), text(claims?.last_name) || text(answer.last_name)]
    .filter(Boolean)
    .join(" ");
  return email ? { name: name || email.split("@")[0]!, email } : undefined;
}

/**
 * On the return from DecapBridge (the address has `code` or `error`): takes the code and its state
 * off the address (the # the owner left from put back), checks the state is the one this tab sent,
 * exchanges the code for a token and keeps it. Nothing to finish: undefined.
 */
export async function finishDecapBridgeSignIn(
  backend: Extract<SignInBackend, { name: "decapbridge" }>,
  place: SignInPlace,
): Promise<SignedIn | SignInProblem | undefined> {
  const params = new URLSearchParams(place.location.search);
  if (!params.has("code") && !params.has("error")) return undefined;
  const pending = readJson<PendingSignIn>(place.sessionStorage, PENDING_KEY);
  place.sessionStorage.removeItem(PENDING_KEY);
  // The code is used once: off the address, so a reload or a bookmark does not offer it again.
  place.history.replaceState(null, "", place.location.pathname + (pending?.hash ?? place.location.hash));
  const state = stateOf(params.get("state") ?? "");
  if (!pending || pending.key !== signInKey(backend) || state?.nonce !== pending.nonce || !params.has("code")) return "refused";
  let answer: Record<string, unknown>;
  try {
    const response = await place.fetch(`${site(backend)}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: new URLSearchParams({
        client_id: "",
        code: params.get("code")!,
        grant_type: "authorization_code",
        redirect_uri: returnAddress(place),
        code_verifier: pending.verifier,
      }).toString(),
    });
    answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || answer.error || typeof answer.access_token !== "string") return "refused";
  } catch {
    return "unreachable";
  }
  const token = answer.access_token as string;
  const claims = claimsOf(token);
  // The token's own end (`exp`, seconds); DecapBridge's expires_in is in milliseconds, so it is not trusted for it.
  const until = typeof claims?.exp === "number" ? claims.exp * 1000 : place.now() + DAY_MS;
  // Which host the gateway fronts, asked once as Decap asks it: this editor publishes to GitHub only.
  try {
    const settings = await place.fetch(`${DECAPBRIDGE.gateway}/settings`, { headers: { Authorization: `Bearer ${token}` } });
    if (settings.status === 401) return "refused";
    const { github_enabled } = (await settings.json()) as { github_enabled?: boolean };
    if (!github_enabled) return "no-repository";
  } catch {
    return "unreachable";
  }
  return keep(backend, place, token, until, ownerOf(claims, answer));
}

/** Starts the sign-in `backend` uses: DecapBridge's leaves the page (nothing to resolve); GitHub's resolves with the outcome. */
export function startSignIn(backend: SignInBackend, place: SignInPlace): Promise<SignedIn | SignInProblem | undefined> {
  return backend.name === "decapbridge" ? startDecapBridgeSignIn(backend, place).then(() => undefined) : signInWithGitHub(backend, place);
}

/**
 * The signed-in GitHub API and branch for the page as it opens: back from DecapBridge's sign-in
 * (the code exchanged), or kept from earlier; else why the owner must sign in, or nothing kept.
 */
export async function signedInApi(
  backend: SignInBackend,
  place: SignInPlace = browserPlace(),
): Promise<SignedIn | SignInProblem | undefined> {
  if (backend.name === "decapbridge") {
    const returned = await finishDecapBridgeSignIn(backend, place);
    if (returned !== undefined) return returned;
  }
  return keptSignIn(backend, place);
}

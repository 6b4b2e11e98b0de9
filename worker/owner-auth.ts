/**
 * Who may use the owner's API: whoever the editor's own backend says can publish the site, asked
 * with the token the editor already holds, exactly as it sends it there (GitHub: `token <t>`; the
 * DecapBridge gateway: `Bearer <t>`). GitHub: GET /repos/{repo} answers 200 with `permissions.push`;
 * the gateway: GET /github answers 200 for a signed-in member of the site. A yes is kept 60 s under
 * the token's SHA-256, in this isolate only; a no is never kept, and nothing the browser says of
 * itself is believed.
 */
import type { OwnerApiRefusal } from "#app/quote/owner-requests.ts";
import type { Env } from "./env.ts";
import type { WorkerSite } from "./site.ts";

const CACHE_MS = 60_000;
const allowed = new Map<string, number>();

export type Verdict = "allowed" | OwnerApiRefusal | { error: "unchecked" };

const signedOut = { error: "signed-out" } as const;
const notAllowed = { error: "not-allowed" } as const;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The backend's answer on this token, read as its documentation says: status, then body. */
async function askBackend(backend: WorkerSite["backend"], authorization: string, env: Env, fetcher: typeof fetch): Promise<Verdict> {
  const headers = { Authorization: authorization, Accept: "application/vnd.github+json", "User-Agent": "canopy-tree-care-worker" };
  if (backend.name === "github") {
    const origin = env.GITHUB_API_ORIGIN?.trim() || "https://api.github.com";
    const response = await fetcher(`${origin}/repos/${backend.repo}`, { headers });
    if (response.status === 401) return signedOut;
    // A private repository the account cannot see is a 404 to it; a 403 is a token without the scope.
    if (response.status === 403 || response.status === 404) return notAllowed;
    if (!response.ok) return { error: "unchecked" };
    const repository = (await response.json().catch(() => undefined)) as { permissions?: { push?: unknown } } | undefined;
    return repository?.permissions?.push === true ? "allowed" : notAllowed;
  }
  if (backend.name === "decapbridge") {
    const origin = env.DECAPBRIDGE_GATEWAY_ORIGIN?.trim() || "https://gateway.decapbridge.com";
    const response = await fetcher(`${origin}/github`, { headers });
    await response.body?.cancel();
    if (response.status === 401) return signedOut;
    if (response.status === 403 || response.status === 404) return notAllowed;
    return response.ok ? "allowed" : { error: "unchecked" };
  }
  return signedOut; // an editor not connected: no one signs in on the live site
}

/** Whether the request's Authorization is the owner's, by the backend the build chose. */
export async function ownerVerdict(
  request: Request,
  env: Env,
  backend: WorkerSite["backend"],
  { fetcher = fetch, now = Date.now() }: { fetcher?: typeof fetch; now?: number } = {},
): Promise<Verdict> {
  const authorization = request.headers.get("authorization")?.trim() ?? "";
  const scheme = backend.name === "github" ? "token" : "Bearer";
  if (!authorization.startsWith(`${scheme} `) || authorization.length <= scheme.length + 1) return signedOut;
  const key = await sha256(authorization);
  if ((allowed.get(key) ?? 0) > now) return "allowed";
  const verdict = await askBackend(backend, authorization, env, fetcher).catch((): Verdict => ({ error: "unchecked" }));
  if (verdict === "allowed") allowed.set(key, now + CACHE_MS);
  else allowed.delete(key);
  return verdict;
}

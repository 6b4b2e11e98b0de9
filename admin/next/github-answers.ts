/**
 * What GitHub's answers mean, as the editor's GitHub backend (./github-backend.ts) meets them, said as
 * they are. Directly, a 401 is the owner's own key refused: signed out. Through DecapBridge's gateway (a
 * reverse proxy that swaps in the site's own GitHub token: decapbridge-gateway, api/github.go and
 * api/auth.go), the gateway answers 401 in its own JSON (`{"code":401,"msg":…}`) for the owner's token
 * (signed out), and for a path outside its allow-list or a role it refuses (not signed out: signing in
 * again changes nothing); GitHub's own 401 passed through (`{"message":"Bad credentials"}`) is the
 * site's token expired, which the person who set up the site renews. GitHub's rate limits (403 or 429)
 * are waited out as its REST docs ask ("Rate limits for the REST API": `retry-after`, else
 * `x-ratelimit-remaining` 0 until `x-ratelimit-reset`, else at least a minute, growing), up to a
 * minute; the gateway lets a page read none of those headers (its CORS exposes none), so through it
 * the wait is the minute. A 422 on moving the branch is told apart by GitHub's message.
 */
import type { GitHubApi } from "../editor/github-commit.ts";
import { UnexpectedAnswer } from "./content-backend.ts";
import { githubWords } from "./editor-words.ts";
import { SignInExpired } from "./kept-sign-in.ts";

/** An answer: its status and its JSON body (an empty object where it had none). */
interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** The waits: real time, or a test's. */
export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<unknown>;
}

export const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((done) => setTimeout(done, ms)) };

/** The longest the editor waits for GitHub before saying why it does not publish: a minute, as the owner watches "Publishing…". */
const LONGEST_WAIT_MS = 60_000;
/** A wait GitHub asks for without saying how long: at least a minute (its REST docs), doubled each time. */
const UNSAID_WAIT_MS = 60_000;
/** How often one call is waited for before the owner is told to come back later. */
const WAITS = 3;

/** A pause that grows with each try (1, 2, 4… times `base`), with up to half again at random so two editors do not meet again. */
export const growingPause = (tried: number, base: number) => base * 2 ** (tried - 1) * (1 + Math.random() / 2);

/** How long a rate-limited answer asks to wait (ms), or undefined where the answer is not a rate limit. */
function rateLimitWait(response: Response, message: string, tried: number, now: number): number | undefined {
  if (response.status !== 403 && response.status !== 429) return undefined;
  const after = Number(response.headers.get("retry-after") ?? Number.NaN);
  if (after >= 0) return after * 1000;
  const reset = Number(response.headers.get("x-ratelimit-reset") ?? Number.NaN);
  if (response.headers.get("x-ratelimit-remaining") === "0" && reset > 0) return Math.max(0, reset * 1000 - now);
  // A 403 that names no limit is a refusal (a key that may not write), not a wait.
  if (response.status === 403 && !/rate limit/i.test(message)) return undefined;
  return UNSAID_WAIT_MS * 2 ** (tried - 1);
}

/** The gateway's own 401 for a path it does not pass, or a role it refuses: the owner's sign-in is fine. */
const notPassed = /^Access to endpoint not allowed: (this part|your role)/;

/** What a 401 means: signed out (the owner's key), or an answer said as it is. */
function refusedKey(api: GitHubApi, json: Record<string, unknown>): Error {
  if (!api.gateway || typeof json.msg === "string") {
    if (typeof json.msg === "string" && notPassed.test(json.msg)) return new UnexpectedAnswer(`the gateway answered 401: ${json.msg}`);
    return new SignInExpired();
  }
  return new UnexpectedAnswer(`GitHub answered 401 through the gateway: ${String(json.message)}`, githubWords.siteKeyExpired);
}

/** GitHub's API for the repository at `api`: each call, its answer's status and body, rate limits waited out. */
export function githubCalls(api: GitHubApi, clock: Clock = realClock) {
  return async (method: string, route: string, body?: unknown): Promise<Answer> => {
    for (let tried = 1; ; tried += 1) {
      const response = await fetch(`${api.root}${route}`, {
        method,
        headers: { Authorization: `${api.scheme} ${api.token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
      });
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 401) throw refusedKey(api, json);
      const wait = rateLimitWait(response, String(json.message ?? ""), tried, clock.now());
      if (wait === undefined) return { status: response.status, json };
      if (wait > LONGEST_WAIT_MS || tried > WAITS)
        throw new UnexpectedAnswer(
          `GitHub asked to wait ${Math.round(wait / 1000)} s`,
          githubWords.waitForGitHub(Math.max(1, Math.ceil(wait / 60_000))),
        );
      await clock.sleep(wait);
    }
  };
}

/** An answer's body; anything but success is an UnexpectedAnswer. */
export function ok(answer: Answer, what: string) {
  if (answer.status < 200 || answer.status >= 300) throw new UnexpectedAnswer(`GitHub answered ${answer.status} to ${what}`);
  return answer.json;
}

/** A 404 for the branch itself (GitHub: "Branch not found"; moving it: "Reference does not exist"): said plainly. */
export function branchMissing(answer: Answer, branch: string) {
  const message = String(answer.json.message ?? "");
  if ((answer.status === 404 && message === "Branch not found") || (answer.status === 422 && message === "Reference does not exist"))
    throw new UnexpectedAnswer(`GitHub has no branch ${branch}: ${message}`, githubWords.branchMissing(branch));
}

/**
 * A refused move of the branch (PATCH git/refs): "again" where another commit moved it first (GitHub's
 * "Update is not a fast forward"); a rule on the branch (a ruleset, classic protection) or a missing
 * branch said plainly; any other answer unexpected. Nothing is returned for a move made.
 */
export function refusedMove(answer: Answer, branch: string): "again" | undefined {
  if (answer.status !== 422) return void ok(answer, "moving the branch");
  const message = String(answer.json.message ?? "");
  if (message === "Update is not a fast forward") return "again";
  branchMissing(answer, branch);
  if (/Protected branch update failed|Repository rule violations|must be made through a pull request/i.test(message))
    throw new UnexpectedAnswer(`GitHub refused moving ${branch}: ${message}`, githubWords.branchProtected(branch));
  throw new UnexpectedAnswer(`GitHub answered 422 to moving the branch: ${message}`);
}

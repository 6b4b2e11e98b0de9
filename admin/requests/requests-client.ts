/**
 * The owner's list of quote requests as the editor reaches it: the site's own /api/owner/* on the
 * same origin (app/quote/owner-requests.ts), with the sign-in's Authorization header on the live
 * site (the Worker checks it against GitHub or DecapBridge), none under `npm run cms` (its local
 * server answers only this computer's editor page: scripts/dev/local-requests.ts).
 *
 * A lost connection rejects as fetch does (a TypeError); a refused sign-in is a SignInExpired, so the
 * editor's sign-in comes back as it does for a publish; everything else is a RequestsAnswer naming
 * what it means for the owner.
 */
import { EDITOR_KEY_HEADER } from "../next/local-backend-protocol.ts";
import { ownerApi, PAGE_DEFAULT, type OwnerRequest, type OwnerRequestPage, type RequestChange } from "#app/quote/owner-requests.ts";
import { SignInExpired } from "../next/kept-sign-in.ts";

/** What an answer other than the list, the request or the photo meant. */
export type RequestsProblem =
  /** 403: signed in with an account that cannot publish the site. */
  | "not-allowed"
  /** No list on this host (an answer that is not the API's: a host without it, a page in its place). */
  | "not-here"
  /** 404 on a request: it is no longer in the list. */
  | "gone"
  /** 400: the change was not taken (a note too long). */
  | "refused"
  /** A server error: try again later. */
  | "error";

export class RequestsAnswer extends Error {
  override name = "RequestsAnswer";
  readonly problem: RequestsProblem;
  constructor(problem: RequestsProblem, status: number) {
    super(`the owner's list answered ${status} (${problem})`);
    this.problem = problem;
  }
}

export const isRequestsAnswer = (error: unknown): error is RequestsAnswer => error instanceof Error && error.name === "RequestsAnswer";

export interface RequestsClient {
  /** A page of the list, newest first: the first with no cursor, older ones with the page's `next`. */
  page(before?: string | null, limit?: number): Promise<OwnerRequestPage>;
  /** Sets a request's status or note (or both); resolves to the request as kept. */
  change(id: string, change: RequestChange): Promise<OwnerRequest>;
  /** A request's photo (1 to 3) as its bytes, for an object URL: an <img> cannot send the Authorization header. */
  photo(id: string, position: number): Promise<Blob>;
}

export interface RequestsClientOptions {
  /** `<scheme> <token>` as the editor sends it to its backend; none under npm run cms. */
  authorization?: string | undefined;
  /** Under npm run cms: the key its page holds, which its list asks for (scripts/dev/editor-key.ts). */
  editorKey?: string | undefined;
  fetch?: typeof fetch;
}

const isJson = (response: Response) => /^application\/json\b/i.test(response.headers.get("Content-Type") ?? "");

/** A response's meaning when it is not the answer asked for. */
function problemOf(response: Response, what: "list" | "request"): RequestsAnswer | SignInExpired {
  const { status } = response;
  if (status === 401) return new SignInExpired("the owner's list refused the sign-in");
  if (status === 403) return new RequestsAnswer("not-allowed", status);
  // A host with no such API answers 404 (or 405) with a page of its own, not the API's JSON.
  if (!isJson(response) || (what === "list" && (status === 404 || status === 405))) return new RequestsAnswer("not-here", status);
  if (status === 404) return new RequestsAnswer("gone", status);
  if (status >= 400 && status < 500) return new RequestsAnswer("refused", status);
  return new RequestsAnswer("error", status);
}

export function requestsClient({
  authorization,
  editorKey,
  fetch: get = (...args) => fetch(...args),
}: RequestsClientOptions = {}): RequestsClient {
  const headers = (more: Record<string, string> = {}) => ({
    ...(authorization ? { Authorization: authorization } : {}),
    ...(editorKey ? { [EDITOR_KEY_HEADER]: editorKey } : {}),
    ...more,
  });

  return {
    async page(before, limit = PAGE_DEFAULT) {
      const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
      const response = await get(`${ownerApi.requests}?${query}`, { headers: headers(), cache: "no-store" });
      if (!response.ok || !isJson(response)) throw problemOf(response, "list");
      return (await response.json()) as OwnerRequestPage;
    },
    async change(id, change) {
      const response = await get(ownerApi.request(id), {
        method: "PATCH",
        headers: headers({ "Content-Type": "application/json" }),
        body: JSON.stringify(change),
      });
      if (!response.ok || !isJson(response)) throw problemOf(response, "request");
      return ((await response.json()) as { request: OwnerRequest }).request;
    },
    async photo(id, position) {
      const response = await get(ownerApi.photo(id, position), { headers: headers() });
      if (!response.ok) throw problemOf(response, "request");
      return response.blob();
    },
  };
}

/** The requests client (./requests-client.ts) over a fake fetch: what it sends, and what each answer means for the owner. */
import { describe, expect, it } from "vitest";
import type { OwnerRequestPage } from "#app/quote/owner-requests.ts";
import { SignInExpired } from "../next/kept-sign-in.ts";
import { RequestsAnswer, requestsClient } from "./requests-client.ts";

const page: OwnerRequestPage = { requests: [], newCount: 0, notEmailed: 0, next: null };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A client whose fetch answers `answer` and records what it was asked. */
function asking(answer: () => Response, authorization?: string) {
  const asked: { url: string; init: RequestInit }[] = [];
  const client = requestsClient({
    authorization,
    fetch: async (url, init = {}) => (asked.push({ url: String(url), init }), answer()),
  });
  return { client, asked };
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

const failing = (response: Response) => asking(() => response).client;
/** What a call's refusal means, by its problem. */
const problem = (promise: Promise<unknown>) =>
  promise.then(
    () => "answered",
    (error: unknown) => (error instanceof RequestsAnswer ? error.problem : String(error)),
  );

describe("the requests client", () => {
  it("asks the site's own /api/owner/* with the sign-in's Authorization header, and none under npm run cms", async () => {
    const live = asking(() => json(page), "Bearer abc.def");
    expect(await live.client.page(null)).toEqual(page);
    await live.client.page("2026-12-08T00:00:00.000Z|x y", 100);
    expect(live.asked.map(({ url }) => url)).toEqual([
      "/api/owner/requests?limit=50",
      "/api/owner/requests?limit=100&before=2026-12-08T00%3A00%3A00.000Z%7Cx+y",
    ]);
    expect(headerOf(live.asked[0]!.init, "Authorization")).toBe("Bearer abc.def");

    const local = asking(() => json({ request: { id: "r1", status: "called" } }));
    expect(await local.client.change("r1", { status: "called", note: "Rang at 3" })).toMatchObject({ id: "r1", status: "called" });
    const [{ url, init }] = local.asked as [{ url: string; init: RequestInit }];
    expect([url, init.method, init.body, headerOf(init, "Authorization"), headerOf(init, "Content-Type")]).toEqual([
      "/api/owner/requests/r1",
      "PATCH",
      '{"status":"called","note":"Rang at 3"}',
      null,
      "application/json",
    ]);
  });

  it("fetches a photo as bytes with the header, for an object URL", async () => {
    const photo = asking(() => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { "Content-Type": "image/jpeg" } }), "token t");
    const blob = await photo.client.photo("r 1", 2);
    expect([blob.type, blob.size]).toEqual(["image/jpeg", 3]);
    expect(photo.asked[0]!.url).toBe("/api/owner/requests/r%201/photos/2");
    expect(headerOf(photo.asked[0]!.init, "Authorization")).toBe("token t");
  });

  it("says a refused sign-in as the editor's SignInExpired, and every other answer by what it means", async () => {
    await expect(failing(json({ error: "signed-out" }, 401)).page(null)).rejects.toThrow(SignInExpired);
    expect(
      await Promise.all([
        problem(failing(json({ error: "not-allowed" }, 403)).page(null)),
        // A host with no such API: its own page, or a 404 of any kind for the list.
        problem(failing(new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } })).page(null)),
        problem(failing(json({ error: "no such action" }, 404)).page(null)),
        problem(failing(json({ error: "not-found" }, 404)).change("r1", { status: "won" })),
        problem(failing(json({ error: "a note of at most 2000" }, 400)).change("r1", { note: "x" })),
        problem(failing(json({ error: "error" }, 503)).change("r1", { status: "won" })),
      ]),
    ).toEqual(["not-allowed", "not-here", "not-here", "gone", "refused", "error"]);
  });

  it("lets a lost connection through as fetch rejects it", async () => {
    const offline = requestsClient({ fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(offline.page(null)).rejects.toThrow(TypeError);
  });
});

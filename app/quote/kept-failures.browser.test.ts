/** Runs in Chromium (Vitest browser mode): the records live in the browser's own Cache Storage. */
import { afterEach, describe, expect, it } from "vitest";
import { KEPT_FAILURES } from "#app/quote/kept-failure-names.ts";
import { failureOf, forgetFailure, readFailures, recordFailure } from "#app/quote/kept-failures.ts";
import { quotePayload, toFormData } from "#app/quote/payload.ts";

const words = {
  firstName: "Jane",
  lastName: "Smith",
  phone: "0412 345 678",
  email: "jane@example.com",
  address: "12 Example Street, Mudjimba QLD 4564",
  service: "tree-removal",
  urgency: "urgent",
  message: "The gum by the shed dropped a limb.",
};
const delivery = { recipient: "owner@example.com", serviceId: "service_x", templateId: "template_x", publicKey: "public_x" };
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
const keptForm = (requestId: string) => toFormData(quotePayload(words, [photo, photo], requestId, delivery as never));

afterEach(() => caches.delete(KEPT_FAILURES));

describe("the record of a kept request the service worker gave up on", () => {
  it("keeps the form's words, the time and how many photos: not the photos, the delivery keys or where it was going", () => {
    const failure = failureOf("request-1", 1_700_000_000_000, keptForm("request-1"));
    expect(failure).toEqual({ requestId: "request-1", madeAt: 1_700_000_000_000, fields: words, photos: 2 });
    const stored = JSON.stringify(failure);
    for (const kept of ["owner@example.com", "service_x", "template_x", "public_x"]) expect(stored).not.toContain(kept);
  });

  it("is read back across page loads, oldest first, and forgetting the last removes the store, so a page's one look finds nothing", async () => {
    expect(await readFailures()).toEqual([]);
    await recordFailure(failureOf("later", 2000, keptForm("later")));
    await recordFailure(failureOf("earlier", 1000, keptForm("earlier")));
    expect((await readFailures()).map((failure) => failure.requestId)).toEqual(["earlier", "later"]);
    await forgetFailure("earlier");
    expect((await readFailures()).map((failure) => failure.requestId)).toEqual(["later"]);
    expect(await caches.has(KEPT_FAILURES)).toBe(true);
    await forgetFailure("later");
    expect(await caches.has(KEPT_FAILURES)).toBe(false);
    await expect(forgetFailure("never-kept")).resolves.toBeUndefined();
  });

  it("shows nothing of a damaged record, and no field it does not know", async () => {
    const cache = await caches.open(KEPT_FAILURES);
    await cache.put("/kept-request-failure/bad", new Response("{not json"));
    await cache.put("/kept-request-failure/old", Response.json({ requestId: "old", madeAt: "Tuesday" }));
    await cache.put(
      "/kept-request-failure/odd",
      Response.json({ requestId: "odd", madeAt: 5, photos: 0, fields: { message: "Hello", to_email: "owner@example.com" } }),
    );
    expect(await readFailures()).toEqual([{ requestId: "odd", madeAt: 5, photos: 0, fields: { message: "Hello" } }]);
  });
});

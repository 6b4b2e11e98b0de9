/**
 * What npm start's counter keeps of an event: only pages this site has, on the host it was posted
 * to, with their own suburb; a 404 with its path cut short; a visit's campaign tags and the other
 * site's origin, and nothing else of its query.
 */
import { afterEach, describe, expect, it } from "vitest";
import { campaignQuery, counted, countEvent, MAX_COUNTED_TEXT } from "#app/counts/count-event.ts";
import { cleanUp, quiet } from "../scripts/fixtures/outbox-testing.ts";
import { countTarget as target, serveCounter } from "../scripts/fixtures/count-testing.ts";

afterEach(cleanUp);

describe("the counter's file stays clean", () => {
  it("refuses events for pages the site does not have, suburbs it does not serve and other hosts", async () => {
    quiet();
    const counter = await serveCounter();
    const refused = {
      "a page the site does not have": countEvent(target, counted.visit, counter.origin, "/jane@example.com/0412345678"),
      "an unknown suburb": countEvent(target, counted.call, counter.origin, "/locations/atlantis"),
      "a suburb that is not the page's": { ...countEvent(target, counted.call, counter.origin, "/services"), props: { suburb: "noosa" } },
      "another host's page": countEvent(target, counted.visit, "https://elsewhere.example", "/services"),
      "a query other than the campaign tags": {
        ...countEvent(target, counted.visit, counter.origin, "/"),
        url: `${counter.origin}/?utm_source=gbp&email=jo%40example.com`,
      },
      "a referrer with its path": {
        ...countEvent(target, counted.visit, counter.origin, "/"),
        referrer: "https://www.google.com/search?q=jo",
      },
    };
    for (const [what, body] of Object.entries(refused)) expect((await counter.post(body)).status, what).toBe(400);
    expect(() => counter.lines()).toThrow(/ENOENT/);
    await counter.close();
  });

  it("stores a missing page as a 404 with its path, cut short, not as a visit", async () => {
    const counter = await serveCounter();
    const long = `/old-page/${"x".repeat(2000)}`;
    expect((await counter.post(countEvent(target, counted.notFound, counter.origin, long))).status).toBe(202);
    const [line] = counter.lines();
    expect(line).toMatchObject({ name: "404", page: long.slice(0, MAX_COUNTED_TEXT) });
    expect(String(line!.page)).toHaveLength(MAX_COUNTED_TEXT);
    await counter.close();
  });

  it("stores a missing page's path without what looks like an email address or a phone number, whoever sent it", async () => {
    const counter = await serveCounter();
    const raw = { name: "404", url: `${counter.origin}/x`, domain: "www.example.com", props: { path: "/jane@example.com/0412 345 678" } };
    expect((await counter.post(raw)).status).toBe(202);
    expect(counter.lines()[0]).toMatchObject({ name: "404", page: "/[hidden]/[hidden]" });
    await counter.close();
  });

  it("stores a visit's campaign tags without what looks like an email address or a phone number, whatever the page sent", async () => {
    const counter = await serveCounter();
    const tags = "utm_campaign=jane.doe%2540example.com&utm_source=%2B61%20412%20345%20678&utm_medium=janedoe(at)example.com";
    const raw = { name: "pageview", url: `${counter.origin}/?${tags}`, domain: "www.example.com" };
    expect((await counter.post(raw)).status).toBe(202);
    expect(counter.lines()[0]).toMatchObject({ utm_campaign: "[hidden]", utm_source: "[hidden]", utm_medium: "[hidden]" });
    expect(JSON.stringify(counter.lines())).not.toMatch(/jane|412/);
    await counter.close();
  });

  it("keeps a visit's campaign tags and the other site's origin as its source", async () => {
    const counter = await serveCounter();
    const search = "?utm_source=gbp&utm_medium=organic&utm_campaign=profile&gclid=abc";
    const visit = countEvent(target, counted.visit, counter.origin, "/services", {
      query: campaignQuery(search),
      referrer: "https://www.google.com",
    });
    expect((await counter.post(visit)).status).toBe(202);
    expect(counter.lines()).toEqual([
      {
        at: expect.any(String),
        name: "pageview",
        page: "/services",
        utm_source: "gbp",
        utm_medium: "organic",
        utm_campaign: "profile",
        from: "https://www.google.com",
        entry: true,
        source: "gbp / organic / profile",
      },
    ]);
    await counter.close();
  });
});

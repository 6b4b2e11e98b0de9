/**
 * No count carries an email address or a phone number (app/counts/personal-data.ts), however a link
 * or a visitor wrote it in an address: as the browser sends it (percent-encoded, to any depth) and as
 * the server reads it (decoded); what is not personal (a page's name, an old link's date, a campaign's
 * words) stays as it was.
 */
import { describe, expect, it } from "vitest";
import { withoutPersonal } from "#app/counts/personal-data.ts";

describe("an email address", () => {
  it("is hidden with the whole part of the address that holds it, in every encoding of its at sign", () => {
    for (const [given, counted] of [
      ["/jane@example.com/0412345678", "/[hidden]/[hidden]"],
      ["/contact/jane.citizen%40mail.example/", "/contact/[hidden]/"],
      ["jane.doe@example.com", "[hidden]"],
      ["utm_campaign=jane.doe%40example.com", "utm_campaign=[hidden]"],
      ["/jane%2540example.com", "/[hidden]"],
      ["/jane%25252540example.com", "/[hidden]"],
      ["/jane%4Aexample%40Example.COM", "/[hidden]"],
      ["jane＠example.com", "[hidden]"],
      ["/jane%EF%BC%A0example.com", "/[hidden]"],
      ["spring flyer for jane@example.com", "[hidden]"],
    ] as const)
      expect(withoutPersonal(given), given).toBe(counted);
  });

  it("is hidden when its at is written out: bracketed, spaced, encoded", () => {
    for (const given of [
      "/janedoe(at)example.com",
      "janedoe (at) example (dot) com",
      "/jane[at]example.com",
      "/jane%5Bat%5Dexample.com",
      "/jane%255Bat%255Dexample.com",
      "jane{at}example.com",
      "/jane%20(AT)%20example.com",
      "utm_campaign=jane+at+example.com",
      "jane at example.com",
      "jane at example dot com",
      "/jane%20at%20example%20dot%20com",
      "/jane%2520at%2520example.com",
    ])
      expect(withoutPersonal(given), given).not.toMatch(/jane|example/i);
  });

  it("is not seen in a page's name, a campaign's words or a site's address", () => {
    for (const kept of [
      "/blog/tree-work-at-home",
      "/blog/what-to-look-at-after-a-storm",
      "utm_campaign=meet+us+at+the+show",
      "spring flyer at the markets",
      "https://www.google.com",
      "/locations/noosa",
    ])
      expect(withoutPersonal(kept), kept).toBe(kept);
  });
});

describe("a phone number", () => {
  it("is hidden, spaced, dotted, dashed or bracketed, with or without +61, encoded or not", () => {
    for (const [given, counted] of [
      ["/call-me/+61%20412%20345%20678/now", "/call-me/[hidden]/now"],
      ["/quote/07-5444-1234", "/quote/[hidden]"],
      ["0412 345 678", "[hidden]"],
      ["utm_source=0412+345+678", "utm_source=[hidden]"],
      ["+61412345678", "[hidden]"],
      ["%2B61%20412%20345%20678", "[hidden]"],
      ["%252B61%2520412%2520345%2520678", "[hidden]"],
      ["(07) 5444 1234", "[hidden]"],
      ["0412.345.678", "[hidden]"],
      ["0 4 1 2 3 4 5 6 7 8", "[hidden]"],
      ["call 0412 - 345 - 678 today", "call [hidden] today"],
      ["utm_campaign=jo_0412_345_678", "utm_campaign=jo_[hidden]"],
    ] as const)
      expect(withoutPersonal(given), given).toBe(counted);
  });

  it("is not an old link's date or a short number", () => {
    for (const kept of ["/blog/2026-11-20-storm-season", "/old-services-page", "utm_campaign=spring-2026", "/jobs/12345678"])
      expect(withoutPersonal(kept), kept).toBe(kept);
  });
});

it("takes no longer than a moment on the longest text a count may name (the server reads every event with it)", () => {
  const worst = ["a".repeat(2000), "1-".repeat(1000), "a%20".repeat(500), "(".repeat(2000), "at+".repeat(666), "%25".repeat(666)];
  const started = performance.now();
  for (const text of worst) withoutPersonal(text);
  expect(performance.now() - started).toBeLessThan(100); // ~2 ms here; tried from every character, 700 ms
});

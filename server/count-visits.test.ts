/**
 * Visits told apart as Plausible tells them (./count-visits.ts): the first page of a visit is its
 * entry and carries its source; the visit's later pages, calls and quote requests carry that source
 * too; another browser is another visit; 30 minutes without an event, or a new tagged link, start a new one.
 */
import { expect, it } from "vitest";
import type { CountLine } from "./count-line.ts";
import { createVisits } from "./count-visits.ts";

const line = (name: CountLine["name"], page: string, extra: Partial<CountLine> = {}): CountLine => ({
  at: "2026-11-20T00:00:00Z",
  name,
  page,
  ...extra,
});
const tagged = { utm_source: "gbp", utm_medium: "organic", utm_campaign: "profile" };

it("marks a visit's first page as its entry, and gives every line of the visit its source", () => {
  let clock = 0;
  const visits = createVisits(() => clock);
  const phone = "192.0.2.7 Mozilla/5.0 (iPhone)";
  const placed = [
    visits.place(line("pageview", "/locations/noosa", tagged), phone),
    visits.place(line("pageview", "/services"), phone),
    visits.place(line("Call", "/services"), phone),
    visits.place(line("pageview", "/", { from: "https://www.google.com" }), "192.0.2.8 Mozilla/5.0 (Android)"),
    visits.place(line("Quote", "/locations/noosa"), phone),
  ];
  expect(placed.map(({ entry, source }) => ({ entry, source }))).toEqual([
    { entry: true, source: "gbp / organic / profile" },
    { entry: false, source: "gbp / organic / profile" },
    { entry: undefined, source: "gbp / organic / profile" },
    { entry: true, source: "www.google.com" },
    { entry: undefined, source: "gbp / organic / profile" },
  ]);
  clock += 31 * 60_000;
  expect(visits.place(line("pageview", "/services"), phone), "30 minutes later: a new visit, told no source").toMatchObject({
    entry: true,
  });
  expect(visits.place(line("pageview", "/services"), phone)).not.toHaveProperty("source");
  expect(visits.place(line("pageview", "/", { utm_source: "flyer" }), phone), "a new tagged link: a new visit").toMatchObject({
    entry: true,
    source: "flyer",
  });
});

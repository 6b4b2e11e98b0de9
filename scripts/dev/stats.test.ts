/**
 * `npm run stats` on a day of generated events, as npm start's counter writes them: the owner's
 * table per page and per suburb, the sources of visits and the missing pages, for one Queensland
 * day; lines that are not counts skipped and said, long paths cut.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CountLine } from "../../server/count-receiver.ts";
import { periodOf } from "./count-table.ts";

const folder = mkdtempSync(join(tmpdir(), "stats-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** 2026-11-20 in Queensland (UTC+10) runs from 2026-11-19T14:00Z to 2026-11-20T14:00Z. */
function dayOfEvents(): CountLine[] {
  let minute = 0;
  const at = () => new Date(Date.parse("2026-11-19T14:00:00Z") + (minute += 7) * 60_000).toISOString();
  const many = (times: number, line: Omit<CountLine, "at">) => Array.from({ length: times }, () => ({ at: at(), ...line }));
  return [
    ...many(3, { name: "pageview", page: "/locations/noosa", suburb: "noosa" }),
    ...many(2, {
      name: "pageview",
      page: "/locations/noosa",
      suburb: "noosa",
      utm_source: "gbp",
      utm_medium: "organic",
      utm_campaign: "profile",
    }),
    ...many(3, { name: "pageview", page: "/tree-removal-noosa", suburb: "noosa" }),
    ...many(2, { name: "pageview", page: "/" }),
    ...many(1, { name: "pageview", page: "/", utm_source: "flyer", utm_medium: "qr" }),
    ...many(1, { name: "pageview", page: "/", from: "https://www.google.com" }),
    ...many(2, { name: "404", page: "/old-services-page" }),
    ...many(1, { name: "404", page: `/${"very-long-broken-link-".repeat(10)}` }),
    ...many(2, { name: "pageview", page: "/contact" }),
    ...many(1, { name: "pageview", page: "/arborist-nambour", suburb: "nambour" }),
    ...many(2, { name: "Call", page: "/locations/noosa", suburb: "noosa" }),
    ...many(1, { name: "Call", page: "/tree-removal-noosa", suburb: "noosa" }),
    ...many(1, { name: "Call", page: "/contact" }),
    ...many(1, { name: "Email", page: "/contact" }),
    ...many(2, { name: "Quote", page: "/tree-removal-noosa", suburb: "noosa" }),
    ...many(1, { name: "Quote", page: "/contact" }),
    ...many(3, { name: "Speed", page: "/locations/noosa", suburb: "noosa", lcp: "good", cls: "good" }),
    ...many(1, { name: "Speed", page: "/locations/noosa", suburb: "noosa", lcp: "poor", inp: "needs-improvement", cls: "good" }),
    ...many(2, { name: "Speed", page: "/", lcp: "good", inp: "good" }),
  ];
}

const otherDays: CountLine[] = [
  { at: "2026-11-19T13:59:00Z", name: "pageview", page: "/" }, // 23:59 on the 19th in Queensland
  { at: "2026-11-20T14:00:00Z", name: "Call", page: "/locations/noosa", suburb: "noosa" }, // midnight, the 21st
];

describe("npm run stats", () => {
  it("prints the day's table per page and per suburb (visits, calls, emails, quotes, good LCP, INP and CLS), its sources and missing pages, skipping bad lines", () => {
    const countsPath = join(folder, "counts.jsonl");
    const junk = [
      "null",
      "42",
      "[]",
      "{}",
      '{"at":"yesterday","name":"pageview","page":"/"}',
      '{"at":"2026-11-20T01:00:00Z","name":"pageview"}',
      '{"at":"2026-11',
    ];
    const lines = [...otherDays, ...dayOfEvents()].map((line) => JSON.stringify(line));
    writeFileSync(countsPath, [...lines.slice(0, 3), ...junk, ...lines.slice(3)].map((line) => `${line}\n`).join(""));
    const printed = execFileSync("npm", ["run", "--silent", "stats", "--", "2026-11-20"], {
      env: { ...process.env, COUNTS_PATH: countsPath },
      encoding: "utf8",
    });
    expect(printed.trim()).toBe(
      [
        "Counted on this computer, 2026-11-20: 32 events.",
        "Skipped 7 lines of the file that are not a count.",
        "",
        "page                 visits  calls  emails  quotes   good LCP   good INP   good CLS",
        "/locations/noosa          5      2       0       0   75% of 4    0% of 1  100% of 4",
        "/                         4      0       0       0  100% of 2  100% of 2          -",
        "/tree-removal-noosa       3      1       0       2          -          -          -",
        "/contact                  2      1       1       1          -          -          -",
        "/arborist-nambour         1      0       0       0          -          -          -",
        "all pages                15      4       1       3   83% of 6   67% of 3  100% of 4",
        "",
        "suburb   visits  calls  emails  quotes  good LCP  good INP   good CLS",
        "noosa         8      3       0       2  75% of 4   0% of 1  100% of 4",
        "nambour       1      0       0       0         -         -          -",
        "",
        "source of visits         visits",
        "direct, or not told          11",
        "gbp / organic / profile       2",
        "flyer / qr                    1",
        "www.google.com                1",
        "",
        "missing page (404)                                            times",
        "/old-services-page                                                2",
        `/${"very-long-broken-link-".repeat(3).slice(0, 58)}…      1`,
        "",
        "A quote request is counted once it has arrived, under the page the visitor came to the form from.",
        "Speed: the share of page loads Google would rate good, of those that reported it (INP needs a tap; CLS only Chromium reports).",
      ].join("\n"),
    );
  });

  it("reads the periods an owner types, in Queensland days", () => {
    const now = new Date("2026-11-20T15:00:00Z"); // 1 am on the 21st in Queensland
    expect(periodOf("today", now)).toMatchObject({ from: "2026-11-21", to: "2026-11-21" });
    expect(periodOf("yesterday", now)).toMatchObject({ from: "2026-11-20", to: "2026-11-20" });
    expect(periodOf("7d", now)).toMatchObject({ from: "2026-11-15", to: "2026-11-21" });
    expect(periodOf("2026-11", now)).toMatchObject({ from: "2026-11-01", to: "2026-11-31" });
    expect(periodOf("2026-11-01..2026-11-15", now)).toMatchObject({ from: "2026-11-01", to: "2026-11-15" });
    expect(periodOf(undefined, now)).toEqual({ label: "all days" });
    expect(() => periodOf("last week", now)).toThrow(/Not a period/);
  });
});

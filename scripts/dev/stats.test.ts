/**
 * `npm run stats` (./stats.ts): a month of visits as npm start's counter stores them (visits told
 * apart, ../../server/count-visits.ts), some by tagged links, reported as visits with their sources,
 * the calls and quote requests each source brought, per 100 visits, against the month before, month
 * by month, per page and per suburb (every suburb, 0 where none); the file read whatever an editor
 * or a tool left in it; the HTML report with its chart.
 */
import { execFileSync } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSuburbs } from "#app/content/content-files.server.ts";
import type { CountLine } from "../../server/count-receiver.ts";
import { createVisits } from "../../server/count-visits.ts";
import { readCountLines } from "./count-lines.ts";
import { periodBefore, periodOf } from "./count-period.ts";
import { reportBuilder, reportNotes, reportOf } from "./count-report.ts";
import { countHtml } from "./count-html.ts";
import { countTable } from "./count-table.ts";

const folder = mkdtempSync(join(tmpdir(), "stats-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const suburbs = [
  { slug: "noosa", name: "Noosa" },
  { slug: "nambour", name: "Nambour" },
  { slug: "bli-bli", name: "Bli Bli" },
];
const gbp = { utm_source: "gbp", utm_medium: "organic", utm_campaign: "profile" };

/** Visitors' events in order, each visitor's an hour apart, placed into visits as the counter does. */
function monthOfVisits(month: string, visitors: [Partial<CountLine> & Pick<CountLine, "name" | "page">][][]): CountLine[] {
  let clock = Date.parse(`${month}-05T00:00:00Z`);
  const visits = createVisits(() => clock);
  return visitors.flatMap((events, index) =>
    events.map(([event]) => {
      clock += 60_000;
      return visits.place({ at: new Date(clock).toISOString(), ...event }, `visitor ${index}`);
    }),
  );
}

function november(): CountLine[] {
  const noosa = { page: "/locations/noosa", suburb: "noosa" } as const;
  return monthOfVisits("2026-11", [
    [[{ name: "pageview", ...noosa, ...gbp }], [{ name: "pageview", page: "/services" }], [{ name: "Call", page: "/services" }]],
    [[{ name: "pageview", ...noosa, ...gbp }], [{ name: "pageview", page: "/contact" }], [{ name: "Quote", ...noosa }]],
    [[{ name: "pageview", page: "/", utm_source: "flyer", utm_medium: "print" }], [{ name: "Call", page: "/" }]],
    [[{ name: "pageview", page: "/", from: "https://www.google.com" }], [{ name: "Speed", page: "/", lcp: "good", inp: "poor" }]],
    [[{ name: "pageview", page: "/arborist-nambour", suburb: "nambour" }]],
    [
      [{ name: "pageview", page: "/" }],
      [{ name: "pageview", page: "/contact" }],
      [{ name: "Quote", page: "/" }],
      [{ name: "Email", page: "/contact" }],
    ],
    [[{ name: "404", page: "/old-page" }]],
  ]);
}
const pageviewAt = (at: string): CountLine => ({ at, name: "pageview", page: "/" });
/** Adds a page load a minute to a report, each line only weakly held here (its own function: no variable of the test's holds one). */
function addMinutes(builder: ReturnType<typeof reportBuilder>, minutes: number): WeakRef<CountLine>[] {
  return Array.from({ length: minutes }, (_, minute) => {
    const line = pageviewAt(new Date(Date.UTC(2026, 5, 1, 0, minute)).toISOString());
    builder.add(line);
    return new WeakRef(line);
  });
}
const october = (): CountLine[] =>
  monthOfVisits("2026-10", [
    [[{ name: "pageview", page: "/" }], [{ name: "Call", page: "/" }]],
    [[{ name: "pageview", page: "/services" }]],
  ]);

describe("npm run stats", () => {
  it("reports a month with tagged visits: visits and their sources, calls and quotes per source and per 100 visits, against the month before", () => {
    const report = reportOf([...october(), ...november()], periodOf("2026-11", new Date("2026-12-05T00:00:00Z")), suburbs);
    expect(countTable(report)).toBe(
      [
        "Counted on this computer, 2026-11: 6 visits, 2 calls, 1 email, 2 quote requests (16 events in all).",
        "",
        "                               this period  before (2026-10)",
        "visits                                   6                 2",
        "calls                                    2                 1",
        "emails                                   1                 0",
        "quote requests                           2                 0",
        "quote requests per 100 visits           33                 0",
        "calls per 100 visits                    33                50",
        "",
        "where visits came from   visits  calls  emails  quote requests  quotes per 100 visits",
        "gbp / organic / profile       2      1       0               1                     50",
        "direct, or not told           2      0       1               1                     50",
        "flyer / print                 1      1       0               0                      0",
        "www.google.com                1      0       0               0                      0",
        "",
        "page               times seen  calls  emails  quote requests  loaded fast  answered taps fast  kept still",
        "/                           3      1       0               1    100% of 1             0% of 1           -",
        "/locations/noosa            2      0       0               1            -                   -           -",
        "/contact                    2      0       1               0            -                   -           -",
        "/arborist-nambour           1      0       0               0            -                   -           -",
        "/services                   1      1       0               0            -                   -           -",
        "all pages                   9      2       1               2    100% of 1             0% of 1           -",
        "",
        "suburb   times seen  calls  emails  quote requests  loaded fast  answered taps fast  kept still",
        "Noosa             2      0       0               1            -                   -           -",
        "Nambour           1      0       0               0            -                   -           -",
        "Bli Bli           0      0       0               0            -                   -           -",
        "",
        "month    visits  calls  emails  quote requests  quotes per 100 visits  calls per 100 visits",
        "2026-10       2      1       0               0                      0                    50",
        "2026-11       6      2       1               2                     33                    33",
        "",
        "missing page (404)  times",
        "/old-page               1",
        "",
        ...reportNotes,
      ].join("\n"),
    );
  });

  it("reads a file that starts with a byte-order mark, skips a date that is no day (2026-02-30), and prints no control character", async () => {
    const lines = [
      { at: "2026-03-01T01:00:00Z", name: "pageview", page: "/" },
      { at: "2026-02-30T01:00:00Z", name: "pageview", page: "/" },
      { at: "2026-03-01T02:00:00Z", name: "404", page: "/a\nb\u001b[31mred\u001b[0m" },
    ].map((line) => JSON.stringify(line));
    const read: CountLine[] = [];
    const skipped = await readCountLines(`\uFEFF${lines.join("\n")}\n`.split("\n"), (line) => read.push(line));
    expect(read.map((line) => line.at)).toEqual(["2026-03-01T01:00:00Z", "2026-03-01T02:00:00Z"]);
    expect(skipped).toBe(1);
    const printed = countTable(reportOf(read, periodOf("2026-03"), suburbs, skipped));
    expect(printed).toContain("/a?b?[31mred?[0m");
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/); // oxlint-disable-line no-control-regex
  });

  it("keeps no line it has added up, so a year of counts takes the memory of its sums, not of its lines", async () => {
    setFlagsFromString("--expose-gc");
    const collectGarbage = runInNewContext("gc") as () => void;
    const builder = reportBuilder(periodOf("2026", new Date("2027-01-02T00:00:00Z")), suburbs);
    const added = addMinutes(builder, 1000);
    await new Promise((resolve) => setImmediate(resolve)); // a WeakRef holds its line to the end of the turn it was made in
    collectGarbage();
    expect(added.filter((line) => line.deref() !== undefined)).toHaveLength(0);
    expect(builder.report().sums.seen).toBe(1000);
  });

  it("prints no email address or phone number that a file written before the counter hid them holds", () => {
    const older: CountLine[] = [
      { at: "2026-03-01T01:00:00Z", name: "pageview", page: "/", utm_campaign: "jane.doe@example.com", source: "jane.doe@example.com" },
      { at: "2026-03-01T02:00:00Z", name: "404", page: "/jane%2540example.com/0412%20345%20678" },
    ];
    const printed = countTable(reportOf(older, periodOf("2026-03", new Date("2026-04-02T00:00:00Z")), suburbs));
    expect(printed).toMatch(/^\[hidden\] +1 /m);
    expect(printed).toMatch(/^\/\[hidden\]\/\[hidden\] +1$/m);
    expect(printed).not.toMatch(/jane|412/);
  });

  it("says a period that has not ended is so far, and compares it with the period before to the same point", () => {
    const now = new Date("2026-11-20T05:00:00Z"); // 3 pm on the 20th in Queensland
    const lines = ["2026-10-05T01:00:00Z", "2026-10-20T04:00:00Z", "2026-10-20T06:00:00Z", "2026-10-25T01:00:00Z", "2026-11-05T01:00:00Z"];
    const report = reportOf(lines.map(pageviewAt), periodOf("2026-11", now), suburbs);
    const printed = countTable(report).split("\n");
    expect(printed[0]).toBe(
      "Counted on this computer, 2026-11, so far (to 2026-11-20 15:00): 1 visit, 0 calls, 0 emails, 0 quote requests (1 event in all).",
    );
    expect(printed[2]).toMatch(/^ +this period, so far  before \(2026-10 to the same point, 2026-10-20 15:00\)$/);
    expect(printed[3]).toMatch(/^visits +1 +2$/);
    expect(report.months.map(([month]) => month)).toEqual(["2026-10", "2026-11, so far"]);
    expect(periodBefore(periodOf("today", now))).toMatchObject({
      from: "2026-11-19",
      to: "2026-11-19",
      label: "2026-11-19, to 15:00",
      cut: { at: "2026-11-19T05:00:00.000Z" },
    });
    expect(periodBefore(periodOf("7d", now))).toMatchObject({ label: "2026-11-07 to 2026-11-13 15:00" });
    expect(periodBefore(periodOf("2026", now))).toMatchObject({ from: "2025-01-01", to: "2025-11-20" });
    expect(periodBefore(periodOf("2026-03", new Date("2026-03-31T05:00:00Z"))), "to the end of a shorter month").toMatchObject({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(periodOf("2026-10", now), "a month that has ended is whole").toEqual({ from: "2026-10-01", to: "2026-10-31", label: "2026-10" });
  });

  it("draws the chart of the months whole, its legend too, with a single month", () => {
    const html = countHtml(reportOf(november(), periodOf("2026-11", new Date("2026-12-05T00:00:00Z")), suburbs));
    const [, width, chart = ""] = /<svg [^>]*width="(\d+)"[^>]*>(.*?)<\/svg>/s.exec(html) ?? [];
    const texts = [...chart.matchAll(/<text x="([\d.]+)" y="[\d.]+"(?: text-anchor="(\w+)")? font-size="(\d+)">([^<]*)</g)];
    expect(texts.map((text) => text[4])).toEqual(expect.arrayContaining(["visits", "calls", "quote requests", "2026-11"]));
    for (const [, x, anchor, size, text = ""] of texts) {
      const room = text.length * Number(size) * 0.6; // a system font's glyphs average at most 0.6 em
      const right = Number(x) + (anchor === "middle" ? room / 2 : room);
      expect(right, `"${text}" ends inside the chart`).toBeLessThanOrEqual(Number(width));
    }
  });

  it("reads the periods an owner types, in Queensland days, refuses a day that is none, and knows the period before", () => {
    const now = new Date("2026-11-20T15:00:00Z"); // 1 am on the 21st in Queensland
    expect(periodOf("today", now)).toMatchObject({ from: "2026-11-21", to: "2026-11-21" });
    expect(periodOf("7d", now)).toMatchObject({ from: "2026-11-15", to: "2026-11-21" });
    expect(periodOf("2026-02", now)).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
    expect(periodOf(undefined, now)).toEqual({ label: "all days" });
    for (const none of ["2026-02-30", "2026-13", "2026-11-31..2026-12-02", "last week"])
      expect(() => periodOf(none, now), none).toThrow(/Not a period/);
    expect(periodBefore(periodOf("2026-03", now))).toMatchObject({ from: "2026-02-01", to: "2026-02-28", label: "2026-02" });
    expect(periodBefore(periodOf("2026-01", now))).toMatchObject({ label: "2025-12" });
    expect(periodBefore(periodOf("7d", now))).toMatchObject({ from: "2026-11-08", to: "2026-11-14" });
    expect(periodBefore(periodOf("all", now))).toBeUndefined();
  });

  it("from the command line: lists every suburb of the content (0 where none) and, with --html, writes the report with its chart", () => {
    const countsPath = join(folder, "counts.jsonl");
    writeFileSync(
      countsPath,
      november()
        .map((line) => `${JSON.stringify(line)}\n`)
        .join(""),
    );
    const printed = execFileSync("npm", ["run", "--silent", "stats", "--", "2026-11", "--html"], {
      env: { ...process.env, COUNTS_PATH: countsPath },
      encoding: "utf8",
    });
    // In November 2026 the month is so far (to now): said so.
    expect(printed).toMatch(
      /^Counted on this computer, 2026-11(, so far \(to 2026-11-\d\d \d\d:\d\d\))?: 6 visits, 2 calls, 1 email, 2 quote requests/,
    );
    for (const { name } of readSuburbs()) expect(printed).toMatch(new RegExp(`^${name} +\\d+ `, "m"));
    const html = join(folder, "stats.html");
    expect(printed).toContain(`file://${html}`);
    expect(existsSync(html)).toBe(true);
    expect(readFileSync(html, "utf8")).toMatch(/<svg [^>]*aria-label="Visits, calls and quote requests per month"/);
  });
});

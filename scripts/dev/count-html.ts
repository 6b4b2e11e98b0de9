/**
 * `npm run stats -- --html`: the same report (./count-report.ts) as one HTML page the owner opens
 * in a browser, with a chart of the months (plain SVG: visits, calls and quote requests side by
 * side), then the tables. Nothing is fetched: the page is whole in itself.
 */
import type { Sums } from "./count-sums.ts";
import { reportNotes, type Report } from "./count-report.ts";
import { comparison, monthCells, monthColumns, pageCells, pageColumns, sourceCells, sourceColumns } from "./count-table.ts";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[character]!);

function table(title: string, header: string[], rows: string[][]): string {
  const head = `<tr>${[title, ...header].map((name) => `<th scope="col">${escape(name)}</th>`).join("")}</tr>`;
  const body = rows
    .map(
      ([key = "", ...cells]) => `<tr><th scope="row">${escape(key)}</th>${cells.map((cell) => `<td>${escape(cell)}</td>`).join("")}</tr>`,
    )
    .join("\n");
  return `<table>\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}
const rowsOf = (rows: [string, Sums][], cells: (sums: Sums) => string[]) => rows.map(([key, sums]) => [key, ...cells(sums)]);

const bars = [
  { name: "visits", colour: "#1f5f3a", of: (sums: Sums) => sums.visits },
  { name: "calls", colour: "#d97706", of: (sums: Sums) => sums.calls },
  { name: "quote requests", colour: "#334155", of: (sums: Sums) => sums.quotes },
];

/** Room for a text in the chart: an average glyph of a system font is at most 0.6 of its size. */
const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.6);

/**
 * Visits, calls and quote requests per month, as bars side by side, each with its number above it,
 * under a legend; as wide as the months or the legend need, whichever is wider (the legend is whole
 * with one month too).
 */
function monthChart(months: [string, Sums][]): string {
  const group = 72;
  // Each legend entry: its square, its name, then a gap.
  const legendAt: number[] = [];
  let legendEnd = 30;
  for (const bar of bars) {
    legendAt.push(legendEnd);
    legendEnd += 16 + textWidth(bar.name, 12) + 20;
  }
  const width = Math.max(360, months.length * group + 40, legendEnd);
  const [height, top, bottom] = [250, 40, 40];
  const most = Math.max(1, ...months.flatMap(([, sums]) => bars.map((bar) => bar.of(sums))));
  const scale = (value: number) => ((height - top - bottom) * value) / most;
  const groups = months.map(([month, sums], index) => {
    const x = 30 + index * group;
    const columns = bars.map((bar, column) => {
      const value = bar.of(sums);
      const [left, barTop] = [x + column * 20, height - bottom - scale(value)];
      return (
        `<rect x="${left}" y="${barTop}" width="18" height="${scale(value)}" fill="${bar.colour}"><title>${bar.name}: ${value}</title></rect>` +
        `<text x="${left + 9}" y="${barTop - 4}" text-anchor="middle" font-size="11">${value}</text>`
      );
    });
    // "2026-11, so far" on two lines, as narrow as the other months' names.
    const label = month
      .split(", ")
      .map(
        (line, row) =>
          `<text x="${x + 29}" y="${height - bottom + 16 + 14 * row}" text-anchor="middle" font-size="12">${escape(line)}</text>`,
      )
      .join("");
    return `${columns.join("")}${label}`;
  });
  const legend = bars
    .map(
      (bar, index) =>
        `<rect x="${legendAt[index]}" y="6" width="12" height="12" fill="${bar.colour}"/><text x="${legendAt[index]! + 16}" y="16" font-size="12">${bar.name}</text>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Visits, calls and quote requests per month" ` +
    `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif">` +
    `${legend}<line x1="24" y1="${height - bottom}" x2="${width - 10}" y2="${height - bottom}" stroke="#94a3b8"/>${groups.join("")}</svg>`
  );
}

/** The whole page. */
export function countHtml(report: Report): string {
  const { period, sums } = report;
  const compared = comparison(report);
  const sections = [
    `<h1>What the site brought: ${escape(period.label)}</h1>`,
    `<p class="lead">${sums.visits} visits, ${sums.calls} calls, ${sums.emails} emails and ${sums.quotes} quote requests, counted on this computer.</p>`,
    ...(report.skipped > 0 ? [`<p>${report.skipped} lines of the file were not counts and were skipped.</p>`] : []),
    table("", compared.header.slice(1), compared.rows),
    "<h2>Month by month</h2>",
    report.months.length > 0 ? monthChart(report.months) : "<p>No months counted yet.</p>",
    table("month", monthColumns, rowsOf(report.months, monthCells)),
    "<h2>Where visits came from</h2>",
    table("source", sourceColumns, rowsOf(report.sources, sourceCells)),
    "<h2>Pages</h2>",
    table("page", pageColumns, rowsOf([...report.pages, ["all pages", sums]], pageCells)),
    "<h2>Suburbs</h2>",
    table("suburb", pageColumns, rowsOf(report.suburbs, pageCells)),
    "<h2>Missing pages (404)</h2>",
    report.missing.length > 0
      ? table(
          "address asked for",
          ["times"],
          report.missing.map(([path, times]) => [path, String(times)]),
        )
      : "<p>None asked for.</p>",
    ...reportNotes.map((note) => `<p class="note">${escape(note)}</p>`),
  ];
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>What the site brought: ${escape(period.label)}</title>
<style>
body { font-family: system-ui, sans-serif; color: #1e293b; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
h1 { color: #1f5f3a; } h2 { color: #1f5f3a; margin-top: 2rem; }
.lead { font-size: 1.25rem; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { padding: 0.3rem 0.8rem; border-bottom: 1px solid #e2e8f0; text-align: right; }
th[scope="row"], thead th:first-child { text-align: left; }
thead th { background: #f1f5f9; }
.note { color: #475569; font-size: 0.9rem; }
</style>
</head>
<body>
${sections.join("\n")}
</body>
</html>
`;
}

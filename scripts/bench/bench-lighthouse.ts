/** One page through Lighthouse, mobile, with a given CPU slowdown: the scores and figures the bench tabulates. */
import lighthouse from "lighthouse";

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Lighthouse's own flags beside these: `disableStorageReset` keeps a sign-in the page needs. */
type MoreFlags = { disableStorageReset?: boolean };

async function auditOnce(port: number, url: string, cpuSlowdownMultiplier: number, more: MoreFlags) {
  // Flags merge into the default mobile settings: only the CPU slowdown changes.
  const flags = { port, output: "json", logLevel: "error", throttling: { cpuSlowdownMultiplier }, ...more } as const;
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    /** Time to interactive: still computed in Lighthouse 13, no longer in its score; the editor's bar is set on it. */
    ttiMs: Math.round(value("interactive")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    totalKb: kb(value("total-byte-weight")),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing: Object.values(audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 1 && !["informative", "notApplicable", "manual"].includes(entry.scoreDisplayMode),
      )
      .map((entry) => entry.id),
  };
}

const RUNS = 3;
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse varies from run to run on a shared machine: the median of each figure over three runs. */
export async function audit(port: number, url: string, cpuSlowdown: number, more: MoreFlags = {}, count = RUNS) {
  const runs: Awaited<ReturnType<typeof auditOnce>>[] = [];
  for (let run = 0; run < count; run += 1) runs.push(await auditOnce(port, url, cpuSlowdown, more));
  const mid = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
  return {
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    bestPractices: mid((r) => r.bestPractices),
    seo: mid((r) => r.seo),
    fcpMs: mid((r) => r.fcpMs),
    lcpMs: mid((r) => r.lcpMs),
    ttiMs: mid((r) => r.ttiMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
    totalKb: mid((r) => r.totalKb),
    benchmarkIndex: mid((r) => r.benchmarkIndex),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/**
 * Lighthouse's CPU slowdown for this host. Lighthouse simulates a mid-tier phone by multiplying the
 * main-thread work it observes by 4, a figure meant for a high-end desktop; on a slower host the same
 * 4x describes a far slower phone. Lighthouse's own guide (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU
 * slowdown") gives the multiplier per host class from the benchmarkIndex it reports: the table below.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The guide's host classes (benchmarkIndex floor) and the slowdown that targets a mid-tier phone. */
const hostClasses = [
  { name: "high-end desktop", from: 1500, slowdown: 4 },
  { name: "low-end desktop", from: 1000, slowdown: 2 },
  { name: "high-end mobile", from: 800, slowdown: 2 },
  { name: "mid-tier mobile", from: 0, slowdown: 1 },
] as const;

export function calibratedSlowdown(benchmarkIndex: number) {
  return hostClasses.find((hostClass) => benchmarkIndex >= hostClass.from)!;
}

/**
 * Where a build's time goes: each step prints one line as it ends, `phase: <name> <seconds> s`
 * (wall time), which `npm run bench:build` collects (scripts/bench/bench-build.ts), so a step that
 * grows is seen the day it lands.
 */
const PHASE_LINE = /^phase: (.+) (\d+(?:\.\d+)?) s$/;

export const printPhase = (name: string, seconds: number) => console.log(`phase: ${name} ${seconds.toFixed(2)} s`);

export async function timed<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    printPhase(name, (performance.now() - started) / 1000);
  }
}

/** The phases a build printed, in order, by name. */
export const phasesIn = (output: string): [name: string, seconds: number][] =>
  output.split("\n").flatMap((line) => {
    const match = PHASE_LINE.exec(line.trim());
    return match ? [[match[1]!, Number(match[2])] as [string, number]] : [];
  });

/**
 * `npm run bench:build`: how long the build takes, and its peak memory, for the real site and for
 * a temporary copy of it with 1,000 generated blog posts and 100 generated suburbs (ADR 0014's
 * target: linear growth, 1,000 extra pages in ≤ 30 s and ≤ 1 GB on a 2-core machine). The copy is
 * made under the system's temp folder and removed after; the real site is not touched. A copy's
 * build reuses the bundles a build of the same code kept (scripts/build/bundle-reuse.ts, keepBundles),
 * as a publish of content does; COLD=1 makes each bundle anew, as the first build after a code change.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { basename, join } from "node:path";
import { phasesIn } from "../build/phases.ts";
import { copyOfSite } from "../dev/copy-of-site.ts";

const EXTRA_POSTS = Number(process.env.EXTRA_POSTS ?? 1000);
const EXTRA_SUBURBS = Number(process.env.EXTRA_SUBURBS ?? 100);

/** One step under GNU time: seconds, peak memory of its largest process (MB), CPU seconds (user + system: comparable on a busy machine), and what it printed. */
function timed(folder: string, command: string[]): { seconds: number; peakMb: number; cpuSeconds: number; stdout: string } {
  const run = spawnSync("/usr/bin/time", ["-f", "%e %M %U %S", ...command], {
    cwd: folder,
    encoding: "utf8",
    // COLD=1: the copy's own empty store of kept bundles, so every build bundles anew (the first build after a code change).
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...(process.env.COLD === "1" ? { BUNDLE_CACHE_DIR: join(folder, "..", `${basename(folder)}-bundles`) } : {}),
    },
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(`The build failed in ${folder}:\n${run.stderr.slice(-3000)}`);
  const [seconds, kilobytes, user, system] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { seconds: seconds!, peakMb: Math.round(kilobytes! / 1024), cpuSeconds: user! + system!, stdout: run.stdout };
}

/**
 * Builds the site in `folder` with `npm run build`'s own script: seconds in all, the peak memory of
 * its largest process (MB), pages, and where the time went (its phases, scripts/build/phases.ts).
 */
function build(folder: string): {
  seconds: number;
  peakMb: number;
  cpuSeconds: number;
  pages: number;
  reused: boolean;
  phases: [string, number][];
} {
  const run = timed(folder, ["node_modules/.bin/node", "scripts/build/build.ts"]);
  const pages = Number(/(\d+) pages and/.exec(run.stdout)?.[1] ?? 0);
  const reused = run.stdout.includes("Bundles reused");
  return { seconds: run.seconds, peakMb: run.peakMb, cpuSeconds: run.cpuSeconds, pages, reused, phases: phasesIn(run.stdout) };
}

function addContent(folder: string, posts: number, suburbs: number) {
  const blog = join(folder, "content", "blog");
  const template = readFileSync(join(blog, "arborists-vs-tree-loppers.md"), "utf8");
  for (let index = 1; index <= posts; index += 1) {
    const slug = `generated-post-${index}`;
    writeFileSync(
      join(blog, `${slug}.md`),
      template
        .replace(/^slug: .*$/m, `slug: ${slug}`)
        .replace(/^title: .*$/m, `title: "Generated post ${index}"`)
        .replace(/^breadcrumb: .*$/m, ""),
    );
  }
  const noosa = JSON.parse(readFileSync(join(folder, "content", "suburbs", "noosa.json"), "utf8"));
  for (let index = 1; index <= suburbs; index += 1) {
    writeFileSync(
      join(
        folder,
        "content",
        "suburbs",
        `generated-suburb-${"abcdefghij"[Math.floor((index - 1) / 10)]}${"abcdefghij"[(index - 1) % 10]}.json`,
      ),
      JSON.stringify({ ...noosa, order: 100 + index, name: `Generated Suburb ${index}` }),
    );
  }
}

const sizes = [
  ["the site", 0, 0],
  [`+${EXTRA_POSTS / 5} posts`, EXTRA_POSTS / 5, 0],
  [`+${EXTRA_POSTS} posts, +${EXTRA_SUBURBS} suburbs`, EXTRA_POSTS, EXTRA_SUBURBS],
] as const;
/** LARGEST_ONLY=1: the largest copy alone, for its peak memory on a busy machine. */
const largestOnly = process.env.LARGEST_ONLY === "1";
const results: Record<string, ReturnType<typeof build>> = {};
for (const [name, posts, suburbs] of largestOnly ? sizes.slice(-1) : sizes) {
  const folder = copyOfSite("bench-build");
  try {
    addContent(folder, posts, suburbs);
    results[name] = build(folder);
    const { pages, seconds, peakMb, cpuSeconds, reused, phases } = results[name];
    const bundles = reused ? "bundles kept from a build of the same code" : "bundled anew";
    console.log(
      `${name}: ${pages} pages, ${seconds} s, peak ${peakMb} MB, CPU ${cpuSeconds.toFixed(1)} s (${bundles}); load ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`  where the time went: ${phases.map(([phase, phaseSeconds]) => `${phase} ${phaseSeconds.toFixed(1)} s`).join(", ")}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(`${folder}-bundles`, { recursive: true, force: true });
  }
}
const [base, , large] = Object.values(results);
if (largestOnly) process.exit(0);
const perPage = (large!.seconds - base!.seconds) / (large!.pages - base!.pages);
console.log(`per added page: ${(perPage * 1000).toFixed(0)} ms; target for 1,000 extra pages: ≤ 20 s, ≤ 1,024 MB (issue 41)`);

/** The rehearsal's figures written into the benchmarks page: the last run's in place of the run before's, the rest of the page kept. */
import { describe, expect, it } from "vitest";
import { END, START, withRehearsal } from "./rehearsal-figures.ts";

const page = `# Benchmarks\n\n## The host's build\n\n${START}\n\n### old run\n\n- install: 160 packages\n\n${END}\n\n### 2026-11-27 (history)\n`;

describe("the rehearsal's figures in docs/benchmarks.md", () => {
  it("replace the last run's, and nothing else", () => {
    const written = withRehearsal(page, "2026-11-29, commit abc", ["install: 14.8 s, 173 packages, 339 MB", "build: 6.0 s"]);
    expect(written).toBe(
      `# Benchmarks\n\n## The host's build\n\n${START}\n\n### 2026-11-29, commit abc\n\n- install: 14.8 s, 173 packages, 339 MB\n- build: 6.0 s\n\n${END}\n\n### 2026-11-27 (history)\n`,
    );
    expect(withRehearsal(written, "again", ["x"])).not.toContain("173 packages");
  });

  it("say so when the page has lost its markers, rather than writing anywhere", () => {
    expect(() => withRehearsal("# Benchmarks\n", "run", [])).toThrow(/lost its markers/);
  });
});

/**
 * What the live site's watch (../editor/publish-watch.ts, drawn by ./live-outcome.tsx) asks GitHub,
 * directly or through DecapBridge's gateway (whose allow-list passes `compare` and `branches`): whether
 * the commit the site was built from holds the publish's own commit (GET compare, two fixed commits, so
 * no list GitHub serves seconds stale is read), and the branch's head, for a publish whose commit is
 * not known (kept from an earlier editor).
 */
import type { GitHubApi } from "../editor/github-commit.ts";
import type { WatchSources } from "../editor/publish-watch.ts";
import { githubCalls, ok, realClock, type Clock } from "./github-answers.ts";

export function githubWatch(api: GitHubApi, branch: string, clock: Clock = realClock): Pick<WatchSources, "holds" | "head"> {
  const call = githubCalls(api, clock);
  return {
    async holds(built, commit) {
      // base...head: "ahead" when head's history holds base; one commit listed at most, as none is read.
      const answer = await call("GET", `/compare/${encodeURIComponent(commit)}...${encodeURIComponent(built)}?per_page=1`);
      // A build from a commit GitHub does not know (built elsewhere) does not hold it.
      if (answer.status === 404) return false;
      const { status } = ok(answer, "the comparison") as { status?: string };
      return status === "ahead" || status === "identical";
    },
    async head() {
      const answer = ok(await call("GET", `/branches/${encodeURIComponent(branch)}`), "the branch") as { commit?: { sha?: string } };
      return answer.commit?.sha;
    },
  };
}

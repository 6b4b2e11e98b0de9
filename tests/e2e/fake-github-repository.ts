/**
 * A GitHub repository as the REST API shows it, in memory, answering the calls the editor's GitHub
 * backend makes through a Git Gateway (admin/next/github-backend.ts, which makes the calls Decap's
 * did: branches, trees, blobs, commits, refs): enough to list and read the content files, and to publish an edit as a commit
 * on the branch, which is what the host's rebuild starts from. Anything else answers 404 and is
 * recorded, so a test sees a call it does not cover. As GitHub does: its list of commits lags a write
 * (`listLagMs`), a branch moves only forward, and a protected branch or ruleset refuses the move (422).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

type Files = Map<string, string>; // path → blob sha
interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
}
export interface ApiAnswer {
  status: number;
  json: unknown;
}

const sha1 = (text: string | Buffer) => createHash("sha1").update(text).digest("hex");
/** The blob's id as git computes it. */
const blobSha = (bytes: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));

export class FakeGitHubRepository {
  private readonly blobs = new Map<string, Buffer>();
  private readonly trees = new Map<string, Files>();
  private readonly commits = new Map<string, Commit>();
  private readonly branches = new Map<string, string>();
  /** Calls this fake does not answer, as "METHOD /path". */
  readonly unanswered: string[] = [];
  /** How long GitHub's list of commits (GET /commits) lags a move of the branch: it lists the branch as it was then. */
  listLagMs = 0;
  /** A rule on the branch that refuses moving it (GitHub's 422): a ruleset, or classic branch protection. */
  rule: "ruleset" | "protection" | undefined;
  /** Each move of a branch, when (ms), oldest first: what a lagging list reads. */
  private readonly moves: { at: number; name: string; sha: string }[] = [];

  readonly branch: string;

  /** Every file under `folder` of `root`, committed once on `branch`. */
  constructor(root: string, folder: string, branch = "main") {
    this.branch = branch;
    const files: Files = new Map();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else files.set(relative(root, path), this.storeBlob(readFileSync(path)));
      }
    };
    walk(join(root, folder));
    const tree = this.storeTree(files);
    this.moveBranch(branch, this.storeCommit({ tree, parents: [], message: "Initial content", author: developer }));
  }

  private moveBranch(name: string, sha: string) {
    this.branches.set(name, sha);
    this.moves.push({ at: Date.now(), name, sha });
  }

  /** A branch as GitHub's lists show it: as it was `listLagMs` ago. */
  private listedBranch(name: string) {
    const seen = Date.now() - this.listLagMs;
    return this.moves.findLast((move) => move.name === name && move.at <= seen)?.sha;
  }

  /** Whether `ancestor` is `commit` or in its history. */
  private holds(commit: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const walk = (sha: string): boolean =>
      sha === ancestor || (!seen.has(sha) && (seen.add(sha), (this.commits.get(sha)?.parents ?? []).some(walk)));
    return walk(commit);
  }

  get head(): Commit {
    return this.commits.get(this.branches.get(this.branch)!)!;
  }

  /** A file's text as of a commit. */
  fileAt(commit: Commit, path: string): string | undefined {
    const sha = this.trees.get(commit.tree)!.get(path);
    return sha === undefined ? undefined : this.blobs.get(sha)!.toString("utf8");
  }

  /** Every file of a commit by its git blob id, as a build made from it lists them (its build information). */
  blobIds(commit: Commit): Record<string, string> {
    return Object.fromEntries(this.trees.get(commit.tree)!);
  }

  /** The paths a commit changed from its first parent. */
  changedBy(commit: Commit): string[] {
    const before = commit.parents[0] ? this.trees.get(this.commits.get(commit.parents[0])!.tree)! : new Map<string, string>();
    const after = this.trees.get(commit.tree)!;
    const paths = new Set([...before.keys(), ...after.keys()]);
    return [...paths].filter((path) => before.get(path) !== after.get(path)).toSorted();
  }

  /** One API call, `path` relative to the API root (as `/git/trees/main:content`). */
  answer(method: string, path: string, query: URLSearchParams, body: unknown): ApiAnswer {
    const request = body as Record<string, unknown>;
    const route = `${method} ${path}`;
    let match: RegExpMatchArray | null;
    if ((match = route.match(/^GET \/branches\/([^/]+)$/))) return this.branchAnswer(decodeURIComponent(match[1]!));
    if ((match = route.match(/^GET \/git\/trees\/(.+)$/))) return this.treeAnswer(decodeURIComponent(match[1]!), query.has("recursive"));
    if ((match = route.match(/^GET \/git\/blobs\/([\da-f]+)$/))) return this.blobAnswer(match[1]!);
    if (route === "GET /commits") return this.historyAnswer(query.get("path") ?? "", query.get("sha") ?? this.branch);
    if ((match = route.match(/^GET \/compare\/([\da-f]+)\.\.\.([\da-f]+)$/))) return this.compareAnswer(match[1]!, match[2]!);
    if (route === "POST /git/blobs") {
      const bytes = Buffer.from(String(request.content), request.encoding === "base64" ? "base64" : "utf8");
      return { status: 201, json: { sha: this.storeBlob(bytes) } };
    }
    if (route === "POST /git/trees") return this.newTreeAnswer(String(request.base_tree), request.tree as TreeChange[]);
    if (route === "POST /git/commits") {
      const author = (request.author as Commit["author"] | undefined) ?? developer;
      const sha = this.storeCommit({
        tree: String(request.tree),
        parents: request.parents as string[],
        message: String(request.message),
        author,
      });
      return { status: 201, json: { sha, tree: { sha: String(request.tree) }, author } };
    }
    if ((match = route.match(/^PATCH \/git\/refs\/heads\/(.+)$/))) {
      const name = decodeURIComponent(match[1]!);
      const sha = String(request.sha);
      // GitHub's answers (its REST docs, "Update a reference", and as met): no such branch, a rule, not forward.
      if (!this.branches.has(name)) return refused("Reference does not exist");
      if (this.rule === "ruleset") return refused("Repository rule violations found\n\nChanges must be made through a pull request.\n\n");
      if (this.rule === "protection") return refused(`Protected branch update failed for refs/heads/${name}.`);
      // A branch moves forward only (the editor sends force: false): the new commit must descend from its head.
      if (!this.commits.get(sha)?.parents.includes(this.branches.get(name)!)) return refused("Update is not a fast forward");
      this.moveBranch(name, sha);
      return { status: 200, json: { ref: `refs/heads/${name}`, object: { type: "commit", sha } } };
    }
    this.unanswered.push(route);
    return notFound;
  }

  private branchAnswer(name: string): ApiAnswer {
    const sha = this.branches.get(name);
    if (!sha) return { status: 404, json: { message: "Branch not found", documentation_url: docs, status: "404" } };
    return {
      status: 200,
      json: {
        name,
        commit: { sha, commit: { tree: { sha: this.commits.get(sha)!.tree } } },
        _links: { self: `https://api.github.com/repos/owner/site/branches/${name}` },
      },
    };
  }

  /** `<commit, tree or branch>:<folder>`: the folder's entries, or all files below it when recursive. */
  private treeAnswer(treeish: string, recursive: boolean): ApiAnswer {
    const [ref = "", folder = ""] = treeish.split(/:(.*)/s);
    const files = this.filesAt(ref);
    if (!files) return notFound;
    const prefix = folder ? `${folder.replace(/\/$/, "")}/` : "";
    const entries = new Map<string, { path: string; mode: string; type: string; sha: string; size?: number }>();
    for (const [path, sha] of files) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const [first, ...deeper] = rest.split("/");
      if (deeper.length === 0 || recursive)
        entries.set(rest, { path: rest, mode: "100644", type: "blob", sha, size: this.blobs.get(sha)!.length });
      else entries.set(first!, { path: first!, mode: "040000", type: "tree", sha: sha1(`${ref}:${prefix}${first}`) });
    }
    if (entries.size === 0) return notFound;
    return { status: 200, json: { sha: sha1(treeish), tree: [...entries.values()], truncated: false } };
  }

  private blobAnswer(sha: string): ApiAnswer {
    const bytes = this.blobs.get(sha);
    if (!bytes) return notFound;
    return { status: 200, json: { sha, size: bytes.length, encoding: "base64", content: bytes.toString("base64") } };
  }

  /** The commits that changed `path` on a branch (as it was `listLagMs` ago) or in a commit's history, newest first, as GET /commits?path=…&sha=… lists them. */
  private historyAnswer(path: string, ref: string): ApiAnswer {
    const list = [];
    for (let sha = this.branches.has(ref) ? this.listedBranch(ref) : ref; sha; sha = this.commits.get(sha)?.parents[0]) {
      const commit = this.commits.get(sha);
      if (!commit) return notFound;
      const parents = commit.parents.map((parent) => ({ sha: parent, url: `${repo}/commits/${parent}` }));
      const said = { message: commit.message, author: commit.author, committer: commit.author, tree: { sha: commit.tree } };
      if (this.changedBy(commit).includes(path)) list.push({ sha, url: `${repo}/commits/${sha}`, commit: said, parents });
    }
    return { status: 200, json: list };
  }

  /** GET /compare/base...head: how `head` stands to `base` (ahead: it holds it), the commits listed left out. */
  private compareAnswer(base: string, head: string): ApiAnswer {
    if (!this.commits.has(base) || !this.commits.has(head)) return notFound;
    const [holdsBase, heldByBase] = [this.holds(head, base), this.holds(base, head)];
    const status = base === head ? "identical" : holdsBase ? "ahead" : heldByBase ? "behind" : "diverged";
    return { status: 200, json: { status, base_commit: { sha: base }, commits: [], files: [] } };
  }

  private newTreeAnswer(base: string, changes: TreeChange[]): ApiAnswer {
    const files = new Map(this.filesAt(base) ?? []);
    for (const { path, sha } of changes) {
      if (sha === null) files.delete(path);
      else files.set(path, sha);
    }
    return { status: 201, json: { sha: this.storeTree(files) } };
  }

  /** The files of a branch's head, a commit or a tree. */
  private filesAt(ref: string): Files | undefined {
    const commit = this.commits.get(this.branches.get(ref) ?? ref);
    return this.trees.get(commit ? commit.tree : ref);
  }

  private storeBlob(bytes: Buffer) {
    const sha = blobSha(bytes);
    this.blobs.set(sha, bytes);
    return sha;
  }

  private storeTree(files: Files) {
    const sha = sha1(JSON.stringify([...files].toSorted()));
    this.trees.set(sha, files);
    return sha;
  }

  private storeCommit(commit: Omit<Commit, "sha">) {
    const sha = sha1(JSON.stringify(commit) + this.commits.size);
    this.commits.set(sha, { ...commit, sha });
    return sha;
  }
}

interface TreeChange {
  path: string;
  sha: string | null;
}

const docs = "https://docs.github.com/rest";
const repo = "https://api.github.com/repos/owner/site";
const notFound: ApiAnswer = { status: 404, json: { message: "Not Found", documentation_url: docs, status: "404" } };
const refused = (message: string): ApiAnswer => ({ status: 422, json: { message, documentation_url: docs, status: "422" } });
const developer = { name: "Developer", email: "developer@example.com", date: "2026-11-01T00:00:00Z" };

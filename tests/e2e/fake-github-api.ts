/**
 * GitHub's REST API as the Worker's sign-in check asks it (worker/owner-auth.ts): GET /repos/{repo}
 * with `Authorization: token <t>` answers 401 for a token GitHub does not know, and 200 with the
 * repository and the account's `permissions` otherwise (docs.github.com, "Get a repository").
 * Started by playwright.config.ts on PORT; GET /calls says how many checks it answered.
 */
import { createServer } from "node:http";

export const fakeGitHub = {
  repo: "owner/site",
  /** An account that can publish the site. */
  ownerToken: "owner-token",
  /** An account that may read the repository and not push to it. */
  readerToken: "reader-token",
} as const;

const permissions: Record<string, { admin: boolean; push: boolean; pull: boolean }> = {
  [fakeGitHub.ownerToken]: { admin: false, push: true, pull: true },
  [fakeGitHub.readerToken]: { admin: false, push: false, pull: true },
};

if (process.argv[1] === import.meta.filename) {
  let calls = 0;
  createServer((req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.url === "/calls") return send(200, { calls });
    if (req.url !== `/repos/${fakeGitHub.repo}`) return send(req.url === "/" ? 200 : 404, { message: "Not Found" });
    calls += 1;
    const token = /^token (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const account = permissions[token];
    if (!account) return send(401, { message: "Bad credentials", status: "401" });
    send(200, { full_name: fakeGitHub.repo, private: true, permissions: account });
  }).listen(Number(process.env.PORT), "127.0.0.1");
}

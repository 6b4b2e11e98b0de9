// The first step of `npm run build`, in plain JavaScript so that any Node runs it before anything
// loads a .ts file (which Node 20 cannot: a host on Node 20 stopped with ERR_UNKNOWN_FILE_EXTENSION
// ".ts" and no word of the Node the site needs). Hosts read .nvmrc, but their NODE_VERSION variable
// wins over it (Cloudflare Pages: docs "Build image"; Netlify: "Manage build dependencies").
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The Node major version .nvmrc names: the one every build runs on. */
export const wantedNodeMajor = () => readFileSync(new URL("../../.nvmrc", import.meta.url), "utf8").trim();

/**
 * Why a build on Node `running` (process.versions.node) cannot go on, in one sentence naming the Node
 * it needs and where each host takes it; undefined on the right major.
 * @param {string} running
 * @param {string} wanted
 * @returns {string | undefined}
 */
export function nodeVersionProblem(running, wanted) {
  if (running.split(".")[0] === wanted) return undefined;
  return (
    `This build runs on Node ${running}, but the site is built with Node ${wanted} (.nvmrc): ` +
    `on Cloudflare Pages, set the variable NODE_VERSION to ${wanted} (Workers & Pages → the project → Settings → Variables and Secrets; ` +
    `it wins over the .nvmrc and .node-version files the build reads otherwise); ` +
    `on Netlify, set NODE_VERSION to ${wanted} (Project configuration → Environment variables; it wins over .nvmrc); ` +
    `on a computer, npm install and then npm run build use the project's own Node ${wanted}.`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = nodeVersionProblem(process.versions.node, wantedNodeMajor());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

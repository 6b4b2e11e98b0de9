/**
 * `npm start`: build when the sources are newer than the build, then serve it. A build that fails
 * leaves the last good site in place (scripts/build/build.ts), and that is served, with the reason
 * printed. Another server writing the same outbox stops it first, with a sentence naming that one.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { localFiles } from "../../server/local-files.ts";
import { startAsOnlyWriter } from "../../server/outbox-lock.ts";
import { filesUnder } from "../build/files.ts";

const root = join(import.meta.dirname, "..", "..");
const builtPage = join(root, "build", "client", "404.html");
const sources = [
  "{app,admin,content,scripts}/**/*",
  "{package.json,vite.config.ts,react-router.config.ts,tailwind.config.ts,.env,.env.local}",
];

// Another server on the same outbox: said before a build, not after (server/outbox-lock.ts).
startAsOnlyWriter(localFiles(root).outboxPath);

const newestChange = Math.max(0, ...sources.flatMap((pattern) => filesUnder(root, pattern)).map((file) => statSync(file).mtimeMs));
const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
if (newestChange > builtAt) {
  console.log("Building the site...");
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status === 0;
  if (!built) console.error(existsSync(builtPage) ? "Serving the last good build instead.\n" : "There is no build to serve yet.\n");
}
await import("../../server/main.ts");

/** `npm start`: build when the sources are newer than the build, then serve it. */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const builtPage = join(root, "build", "client", "404.html");
const sources = ["app", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts", ".env", ".env.local"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
if (sources.some((source) => newestChange(join(root, source)) > builtAt)) {
  console.log("Building the site...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
await import("../server/main.ts");

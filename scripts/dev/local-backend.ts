/** Decap's local backend (decap-server): the editor's saves written into a folder's files, no account. */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

/** Its API's address, as the editor's `?local-backend=` takes it. */
export const localBackendUrl = (port: number) => `http://localhost:${port}/api/v1`;

/** Starts decap-server on `port` for the project in `repository`; it has no authentication, so it listens on this computer only. */
export function startLocalBackend(repository: string, port: number, output: "inherit" | "ignore" = "inherit"): ChildProcess {
  return spawn(process.execPath, [join(root, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: repository,
    stdio: ["ignore", output, output],
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repository, LOG_LEVEL: "warn" },
  });
}

/**
 * `npm start`'s own server (server/main.ts) in a child process over a tiny site, for the outbox's
 * fault tests and benches: what they measure or break is the real process, its memory and its
 * start-up. Optionally under a file size limit (RLIMIT_FSIZE, set by the shell's `ulimit -f`, in
 * KB): a write past it fails with EFBIG for real, as root too, since Node ignores the SIGXFSZ that
 * would otherwise end it.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { freePort } from "../scripts/free-port.ts";

export interface OutboxServerOptions {
  /** Holds the tiny site (`site/`), and the outbox unless `outboxPath` says otherwise. */
  folder: string;
  outboxPath?: string;
  fileSizeLimitKB?: number;
  port?: number;
}

export async function startOutboxServer({
  folder,
  outboxPath = join(folder, "quote-outbox.jsonl"),
  fileSizeLimitKB,
  port,
}: OutboxServerOptions) {
  const siteRoot = join(folder, "site");
  mkdirSync(siteRoot, { recursive: true });
  writeFileSync(join(siteRoot, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(siteRoot, "404.html"), "<h1>404</h1>");
  port ??= await freePort();
  const node = [process.execPath, "--expose-gc", "server/main.ts"]; // as `npm start` runs it (server/upload-garbage.ts)
  const [command, ...args] = fileSizeLimitKB ? ["bash", "-c", `ulimit -f ${fileSizeLimitKB} && exec "$0" "$@"`, ...node] : node;
  const child = spawn(command!, args, {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: String(port), SITE_ROOT: siteRoot, OUTBOX_PATH: outboxPath, HOST: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site: ")) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid!,
    port,
    origin,
    outboxPath,
    url: `${origin}${SEND_FORM_PATH}`,
    output: () => output,
    exited,
    post: (body: FormData) => fetch(`${origin}${SEND_FORM_PATH}`, { method: "POST", body }),
    /** Ends it and resolves once it has exited, so nothing it still does outlives the test's folder. */
    stop: () => (child.kill(), exited),
  };
}

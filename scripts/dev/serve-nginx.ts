/**
 * `npm run serve:nginx`: the built site served by Debian's nginx with the rules we ship
 * (deploy/nginx/site.conf) and the moved addresses the build wrote beside it, in the foreground on
 * PORT (default 8080), as an unprivileged process with its own temporary folder for its pid, logs
 * and buffers. The end-to-end tests start it on a
 * free port. Run as root (as CI is), nginx runs as `nobody` and serves a copy of the site, since
 * nobody may not be able to read a checkout under /root.
 */
import { spawn } from "node:child_process";
import { chownSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { NGINX_REDIRECTS_FILE } from "#app/hosting/redirects.ts";
import { nginxPath } from "./machine.ts";

const projectRoot = join(import.meta.dirname, "..", "..");
const port = Number(process.env.PORT ?? 8080);
const siteRoot = resolve(projectRoot, process.env.SITE_ROOT ?? "build/client");
const NOBODY = { uid: 65534, gid: 65534 };

const work = mkdtempSync(join(tmpdir(), "nginx-"));
const asRoot = process.getuid?.() === 0;
const root = asRoot ? join(work, "site") : siteRoot;
if (asRoot) cpSync(siteRoot, root, { recursive: true });
// The moved addresses the build wrote beside the site (ADR 0040), copied with it for the same reason.
const builtRedirects = join(dirname(siteRoot), NGINX_REDIRECTS_FILE);
const redirects = join(work, NGINX_REDIRECTS_FILE);
if (existsSync(builtRedirects)) cpSync(builtRedirects, redirects);
else writeFileSync(redirects, "");

const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
writeFileSync(
  join(work, "nginx.conf"),
  `daemon off;
worker_processes 1;
pid ${join(work, "nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${join(projectRoot, "deploy", "nginx", "site.conf")};
    include ${redirects};
  }
}
`,
);
// nginx makes its buffers' folders in its own folder.
if (asRoot) chownSync(work, NOBODY.uid, NOBODY.gid);

const server = spawn(nginxPath(), ["-e", "stderr", "-p", work, "-c", join(work, "nginx.conf")], {
  stdio: "inherit",
  ...(asRoot && NOBODY),
});
console.log(`nginx: http://127.0.0.1:${port} serving ${siteRoot}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill("SIGQUIT"));
server.on("exit", (code) => {
  // The folder holds a copy of the site when run as root: leave nothing behind.
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});

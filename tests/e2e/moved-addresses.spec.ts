/**
 * Addresses that last (docs/decisions/0040-addresses-that-last.md): on a copy of the site, one post's
 * address is changed as the owner changes it in the editor (its address field; its file keeps its
 * name), a deleted suburb page is listed in Moved pages, and the copy is built. On each host
 * runtime, the local server (npm start), Debian's nginx with deploy/nginx/site.conf and the include
 * the build wrote, and Cloudflare's runtime (the site's Worker, `npm run serve:cloudflare`), the post's old address
 * answers with a permanent redirect to its new one, which answers 200, and each of the suburb's four
 * addresses to the areas page, each with and without a / at its end; the sitemap lists the post's new address only.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { filePaths, paths, postPath, suburbPathPatterns } from "#app/site/paths.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { freePort } from "../../scripts/dev/free-port.ts";

/**
 * A post first published at its file's name, whose address was then changed: written from one of the
 * owner's posts (the site's code links to those by their addresses, which may not change).
 */
function renameAPost(content: string) {
  const blog = join(content, "blog");
  const template = readFileSync(
    join(
      blog,
      readdirSync(blog).find((name) => name.endsWith(".md"))!,
    ),
    "utf8",
  );
  const first = "first-address";
  writeFileSync(
    join(blog, `${first}.md`),
    template
      .replace(/^breadcrumb: .*\n/m, "")
      .replace(/^title: .*$/m, 'title: "A post given a new address"')
      .replace(/^slug: .*$/m, `slug: ${first}-renamed`),
  );
  return { from: postPath(first), to: postPath(`${first}-renamed`) };
}

/** Waits until a host answers at all, or fails after `ms`. */
async function answering(origin: string, ms = 60_000) {
  for (const start = Date.now(); Date.now() - start < ms; await sleep(250))
    if (
      await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
  throw new Error(`${origin} never answered`);
}

test("a renamed post's old address and a deleted suburb's answer with redirects on every host; the sitemap lists only live addresses", async () => {
  test.setTimeout(900_000);
  const copy = copyOfSite("moved-addresses");
  chmodSync(copy, 0o755); // nginx, run as nobody when the tests run as root, reads deploy/nginx/site.conf from it
  const running: ChildProcess[] = [];
  const said: string[] = [];
  try {
    const moved = renameAPost(join(copy, "content"));
    const deletedSuburb = "old-suburb";
    writeFileSync(join(copy, "content", "moved-pages.json"), JSON.stringify({ items: [{ address: `/locations/${deletedSuburb}` }] }));
    const redirects = [moved, ...suburbPathPatterns.map((pattern) => ({ from: pattern(deletedSuburb), to: paths.areas }))];
    const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", env: process.env });
    expect(build.status, build.stderr.slice(-3000)).toBe(0);

    const [local, nginx, wrangler, inspector] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const start = (args: string[], env: Record<string, string>) => {
      const child = spawn("node_modules/.bin/node", args, {
        cwd: copy,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      // What each says, for the message of a host that never answers.
      for (const stream of [child.stdout, child.stderr]) stream?.on("data", (data) => said.push(`${args[0]}: ${data}`));
      running.push(child);
    };
    const site = { SITE_ROOT: "build/client" };
    start(["server/main.ts"], { ...site, PORT: String(local), OUTBOX_PATH: join(copy, "data", "outbox.jsonl") });
    start(["scripts/dev/serve-nginx.ts"], { ...site, PORT: String(nginx) });
    // The Worker with the site's files, as Cloudflare runs it (its _redirects served by the assets).
    start(["scripts/dev/serve-cloudflare.ts"], {
      PORT: String(wrangler),
      INSPECTOR_PORT: String(inspector),
      PERSIST_TO: join(copy, ".wrangler-state"),
    });
    const hosts = {
      "local server (npm start)": `http://127.0.0.1:${local}`,
      "nginx (deploy/nginx/site.conf)": `http://127.0.0.1:${nginx}`,
      "Cloudflare (the Worker with the site's files)": `http://127.0.0.1:${wrangler}`,
    };
    for (const [host, origin] of Object.entries(hosts)) {
      await answering(origin).catch((error: Error) => {
        throw new Error(`${error.message}\n${said.join("")}`);
      });
      // Asked for with a / at its end too: no host sends an address no page has to its other spelling first.
      for (const { from, to } of redirects)
        for (const spelling of [from, `${from}/`]) {
          const response = await fetch(origin + spelling, { redirect: "manual" });
          expect(response.status, `${host} ${spelling}`).toBe(301);
          expect(new URL(response.headers.get("location") ?? "", origin).pathname, `${host} ${spelling}`).toBe(to);
        }
      expect((await fetch(origin + moved.to, { redirect: "manual" })).status, host).toBe(200);
    }

    const sitemap = await (await fetch(hosts["local server (npm start)"] + filePaths.sitemap)).text();
    expect(sitemap).toContain(`${moved.to}</loc>`);
    expect(sitemap).not.toContain(`${moved.from}</loc>`);
  } finally {
    for (const child of running) child.kill("SIGTERM");
    await sleep(1000); // nginx and wrangler remove their temporary folders as they stop
    rmSync(copy, { recursive: true, force: true });
  }
});

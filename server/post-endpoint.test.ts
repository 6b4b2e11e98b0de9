/**
 * Only this computer's pages post: both endpoints the pages post to (the quote outbox and the
 * counter) take a request only when its Host names this server by one of its own names and its
 * Origin names that same host. A page of a hostile name resolved to this computer (DNS rebinding)
 * sends `Host: evil.example:PORT` with `Origin: http://evil.example:PORT`: 403, nothing stored.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import { counted, countEvent } from "#app/counts/count-event.ts";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { createSiteServer } from "./site-server.ts";
import { cleanUp, form, quiet, request, temporaryFolder } from "../scripts/fixtures/outbox-testing.ts";

afterEach(cleanUp);

const linesOf = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").split("\n").filter(Boolean) : []);

async function startSite() {
  const folder = temporaryFolder("post-endpoint-");
  const root = join(folder, "client");
  mkdirSync(root);
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>404</h1>");
  const outboxPath = join(folder, "quote-outbox.jsonl");
  const countsPath = join(folder, "counts.jsonl");
  const { server, outbox } = createSiteServer({ root, outboxPath, countsPath });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await outbox.ready();
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise((resolve) => server.close(resolve)),
    quotes: () => linesOf(outboxPath),
    counts: () => linesOf(countsPath),
  };
}

/** A POST with the Host and Origin a browser would send (fetch may not set Host). */
async function post(port: number, path: string, body: { bytes: Buffer; type: string }, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "Content-Type": body.type, "Content-Length": body.bytes.length, ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body.bytes);
  });
}

async function quoteBody() {
  const response = new Response(form(request()));
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type")! };
}
const eventBody = (port: number) => ({
  bytes: Buffer.from(
    JSON.stringify(
      countEvent(
        { endpoint: COUNT_EVENT_PATH, origin: undefined, site: "localhost", speed: false },
        counted.visit,
        `http://localhost:${port}`,
        "/",
      ),
    ),
  ),
  type: "text/plain;charset=UTF-8",
});

describe("only this computer's pages post", () => {
  it("a page of a hostile name resolved to this computer (Host and Origin evil.example:PORT) gets 403 from both endpoints, and nothing is stored", async () => {
    quiet();
    const site = await startSite();
    try {
      const evil = { Host: `evil.example:${site.port}`, Origin: `http://evil.example:${site.port}` };
      expect(await post(site.port, SEND_FORM_PATH, await quoteBody(), evil)).toBe(403);
      expect(await post(site.port, COUNT_EVENT_PATH, eventBody(site.port), evil)).toBe(403);
      // Nor without an Origin, nor under another of its spellings.
      expect(await post(site.port, SEND_FORM_PATH, await quoteBody(), { Host: `evil.example:${site.port}` })).toBe(403);
      expect(await post(site.port, SEND_FORM_PATH, await quoteBody(), { Host: `EVIL.example.:${site.port}` })).toBe(403);
      expect(site.quotes()).toEqual([]);
      expect(site.counts()).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it("takes posts whose Host is one of its own names, on any port, with an Origin naming that host or none", async () => {
    quiet();
    const site = await startSite();
    try {
      for (const host of [`localhost:${site.port}`, `127.0.0.1:${site.port}`, `[::1]:${site.port}`, "localhost:8443"]) {
        expect(await post(site.port, SEND_FORM_PATH, await quoteBody(), { Host: host, Origin: `https://${host}` }), host).toBe(200);
        expect(await post(site.port, COUNT_EVENT_PATH, eventBody(site.port), { Host: host, Origin: `http://${host}` }), host).not.toBe(403);
      }
      expect(await post(site.port, SEND_FORM_PATH, await quoteBody(), { Host: `127.0.0.1:${site.port}` }), "a tool, no Origin").toBe(200);
      // An Origin naming another host than the Host, even one of its own names, is still refused.
      expect(
        await post(site.port, SEND_FORM_PATH, await quoteBody(), { Host: `127.0.0.1:${site.port}`, Origin: "http://localhost:1" }),
      ).toBe(403);
      expect(site.quotes()).toHaveLength(5);
    } finally {
      await site.close();
    }
  });

  it("takes the name HOST configures (a name for this computer on the local network)", async () => {
    quiet();
    const before = process.env.HOST;
    process.env.HOST = "arborist-laptop.example";
    const site = await startSite();
    try {
      const own = { Host: `arborist-laptop.example:${site.port}`, Origin: `http://arborist-laptop.example:${site.port}` };
      expect(await post(site.port, SEND_FORM_PATH, await quoteBody(), own)).toBe(200);
    } finally {
      if (before === undefined) delete process.env.HOST;
      else process.env.HOST = before;
      await site.close();
    }
  });
});

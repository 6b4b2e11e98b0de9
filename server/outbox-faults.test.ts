/**
 * The outbox under faults, each made to happen for real: a torn line on disk (a crash or a full
 * disk mid-append), a restart of `npm start`'s own server over it, a write the operating system
 * refuses (a file size limit), and writes that fail on a nearly full disk or a flush that fails
 * (injected through the outbox's file system: a full disk cannot be made without privileges, and
 * a read-only folder fails no write for root). Each checks what the
 * visitor's browser gets, what is on disk after, and that the next request is stored once.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import * as nodeFs from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuoteDelivery } from "#app/config.ts";
import { quotePayload, sendFormUrl } from "#app/quote/payload.ts";
import { MAX_QUEUED_ATTEMPTS, verdictFor } from "#app/quote/retry-rules.ts";
import { outcomeOf, sendQuote } from "#app/quote/send.ts";
import { freePort } from "../scripts/free-port.ts";
import { sampleQuote } from "../tests/sample-quote.ts";
import { realFs, type OutboxFs } from "./durable-files.ts";
import { createOutbox, RETRY_AFTER_SECONDS, SEND_FORM_PATH } from "./outbox.ts";
import { rejectedPathFor } from "./outbox-recovery.ts";

const delivery: QuoteDelivery = {
  mode: "local-outbox",
  serviceId: "local",
  templateId: "local",
  publicKey: "local",
  origin: undefined,
  recipient: "quotes@example.com",
};
const request = (requestId = crypto.randomUUID()) => ({
  ...sampleQuote,
  suburb: sampleQuote.address,
  to_email: delivery.recipient,
  request_id: requestId,
  lib_version: "4.4.1",
  service_id: "local",
  template_id: "local",
  user_id: "local",
});
const jpeg = (size: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(size - 4).fill(7)]);

function form(fields: Record<string, string>, photos: Uint8Array[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  photos.forEach((photo, index) =>
    data.append(`photo_${index + 1}`, new Blob([photo as Uint8Array<ArrayBuffer>]), `photo-${index + 1}.jpg`),
  );
  return data;
}

const sizeOf = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  return stats.isDirectory() ? readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0) : stats.size;
};
const failure = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });

/**
 * A disk with little room, as the issue met it: a write past the free space writes what fits and
 * fails with ENOSPC; removing or cutting back files gives their room back. `failFlushes` makes the
 * next flushes fail with EIO, as a dying disk does.
 */
function smallDisk(freeBytes: number) {
  const disk = { free: freeBytes, failFlushes: 0 };
  const open = async (path: string, flags?: string) => {
    const handle = await nodeFs.open(path, flags);
    return new Proxy(handle, {
      get(target, property) {
        if (property === "writeFile") {
          return async (data: string | Uint8Array) => {
            const bytes = Buffer.from(data);
            const fits = Math.min(bytes.length, disk.free);
            await target.write(bytes, 0, fits);
            disk.free -= fits;
            if (fits < bytes.length) throw failure("ENOSPC", "no space left on device, write");
          };
        }
        if (property === "truncate") {
          return async (length = 0) => {
            const { size } = await target.stat();
            await target.truncate(length);
            disk.free += Math.max(0, size - length);
          };
        }
        if (property === "datasync" || property === "sync") {
          return async () => {
            if (disk.failFlushes > 0) {
              disk.failFlushes -= 1;
              throw failure("EIO", "i/o error, fsync");
            }
            await target[property]();
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
  const rm: OutboxFs["rm"] = async (path, options) => {
    disk.free += sizeOf(String(path));
    await nodeFs.rm(path, options);
  };
  return { disk, fs: { ...realFs, open: open as unknown as OutboxFs["open"], rm } };
}

/** An outbox in a fresh folder, served on a free port; `lines` reads its file as it is on disk. */
async function serve(options: { fs?: OutboxFs; outboxPath?: string } = {}) {
  const outboxPath = options.outboxPath ?? join(temporaryFolder("outbox-faults-"), "quote-outbox.jsonl");
  const outbox = createOutbox(outboxPath, { fs: options.fs });
  const server: Server = createServer((req, res) => void outbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEND_FORM_PATH}`;
  return {
    outbox,
    outboxPath,
    url,
    post: (body: FormData) => fetch(url, { method: "POST", body }),
    bytes: () => (existsSync(outboxPath) ? readFileSync(outboxPath, "utf8") : ""),
    lines: () => (existsSync(outboxPath) ? readFileSync(outboxPath, "utf8").split("\n").filter(Boolean) : []),
    photoEntries: () => (existsSync(outbox.photosRoot) ? readdirSync(outbox.photosRoot) : []),
  };
}
const servers: Server[] = [];
const folders: string[] = [];
/** A fresh folder under the system's temporary folder, removed after the test. */
function temporaryFolder(prefix: string) {
  folders.push(mkdtempSync(join(tmpdir(), prefix)));
  return folders.at(-1)!;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const quiet = () => ({
  warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
  error: vi.spyOn(console, "error").mockImplementation(() => {}),
});

/** An outbox file as a crash leaves it: two whole lines, then half of a third. */
function tornOutbox() {
  const folder = temporaryFolder("outbox-torn-");
  const outboxPath = join(folder, "quote-outbox.jsonl");
  const whole = [request(), request()].map((fields) => JSON.stringify({ receivedAt: new Date().toISOString(), ...fields, photos: [] }));
  const torn = JSON.stringify({ receivedAt: new Date().toISOString(), ...request(), photos: [] }).slice(0, 60);
  writeFileSync(outboxPath, `${whole.join("\n")}\n${torn}`);
  // A photo folder a crash left half written.
  mkdirSync(join(folder, "quote-outbox-photos", `${crypto.randomUUID()}.partial`), { recursive: true });
  writeFileSync(join(folder, "quote-outbox-photos", readdirSync(join(folder, "quote-outbox-photos"))[0]!, "photo-1.jpg"), jpeg(1000));
  return { folder, outboxPath, whole, torn };
}

describe("a torn outbox file at start", () => {
  it("moves the torn line aside with a warning naming its line, keeps the good lines, removes partial photos, and stores the next request once", async () => {
    const log = quiet();
    const { outboxPath, whole, torn } = tornOutbox();
    const site = await serve({ outboxPath });

    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/line 3 of .*quote-outbox\.jsonl .*moved to .*quote-outbox\.rejected\.jsonl/),
    );
    expect(readFileSync(rejectedPathFor(outboxPath), "utf8")).toBe(`${torn}\n`);
    expect(site.lines()).toEqual(whole);
    expect(site.photoEntries()).toEqual([]);

    const next = request();
    for (const attempt of [1, 2]) expect((await site.post(form(next))).status, `attempt ${attempt}`).toBe(200);
    expect(site.lines()).toHaveLength(3);
    expect(site.lines().map((line) => JSON.parse(line).request_id)).toEqual([
      ...whole.map((line) => JSON.parse(line).request_id),
      next.request_id,
    ]);

    // And again after another restart: the stored request is remembered, the outbox whole.
    const again = await serve({ outboxPath });
    expect((await again.post(form(next))).status).toBe(200);
    expect(again.lines()).toHaveLength(3);
  });

  it("restarts `npm start`'s server over a torn file: it serves the site, on localhost only, and stores the next quote exactly once", async () => {
    const { folder, outboxPath, whole } = tornOutbox();
    const server = await startMain(folder, outboxPath);
    try {
      expect(server.output()).toMatch(/line 3 of .* moved to /);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
      const next = request();
      for (const attempt of [1, 2]) expect((await server.post(form(next))).status, `attempt ${attempt}`).toBe(200);
      const lines = readFileSync(outboxPath, "utf8").split("\n").filter(Boolean);
      expect(lines.slice(0, 2)).toEqual(whole);
      expect(lines.filter((line) => JSON.parse(line).request_id === next.request_id)).toHaveLength(1);
      expect(lines).toHaveLength(3);

      // Not reachable from the network unless HOST says so (where this machine has a network address).
      const lanAddress = Object.values(networkInterfaces())
        .flat()
        .find((address) => address?.family === "IPv4" && !address.internal)?.address;
      const reachableFromNetwork = lanAddress
        ? await fetch(`http://${lanAddress}:${server.port}/`).then(
            () => true,
            () => false,
          )
        : false;
      expect(reachableFromNetwork).toBe(false);
    } finally {
      server.stop();
    }
  });
});

/**
 * `npm start`'s own server (server/main.ts) in a child process over a tiny site, optionally under
 * a file size limit (RLIMIT_FSIZE, set by the shell's `ulimit -f`, in KB): a write past it fails
 * with EFBIG for real, as root too, since Node ignores the SIGXFSZ that would otherwise end it.
 */
async function startMain(folder: string, outboxPath: string, { fileSizeLimitKB }: { fileSizeLimitKB?: number } = {}) {
  const siteRoot = join(folder, "site");
  mkdirSync(siteRoot, { recursive: true });
  writeFileSync(join(siteRoot, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(siteRoot, "404.html"), "<h1>404</h1>");
  const port = await freePort();
  const node = [process.execPath, "server/main.ts"];
  const [command, ...args] = fileSizeLimitKB ? ["bash", "-c", `ulimit -f ${fileSizeLimitKB} && exec "$0" "$@"`, ...node] : node;
  const child = spawn(command!, args, {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: String(port), SITE_ROOT: siteRoot, OUTBOX_PATH: outboxPath, HOST: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site: ")) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    output: () => output,
    post: (body: FormData) => fetch(`${origin}${SEND_FORM_PATH}`, { method: "POST", body }),
    stop: () => child.kill(),
  };
}

describe("a write the operating system refuses", () => {
  it("a file size limit of 600 KB: a 700 KB photo answers 503 and leaves nothing; smaller requests are stored", async () => {
    const folder = temporaryFolder("outbox-fsize-");
    const outboxPath = join(folder, "quote-outbox.jsonl");
    const server = await startMain(folder, outboxPath, { fileSizeLimitKB: 600 });
    try {
      const first = request();
      const refused = await server.post(form(first, [jpeg(700 * 1024)]));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      await expect.poll(() => server.output()).toMatch(/EFBIG/);
      const photosRoot = join(folder, "quote-outbox-photos");
      expect(existsSync(photosRoot) ? readdirSync(photosRoot) : [], "no photos folder, no .partial").toEqual([]);
      expect(existsSync(outboxPath) ? readFileSync(outboxPath, "utf8") : "").toBe("");

      const textOnly = request();
      const withPhoto = request();
      expect((await server.post(form(textOnly))).status).toBe(200);
      expect((await server.post(form(withPhoto, [jpeg(500 * 1024)]))).status).toBe(200);
      const ids = readFileSync(outboxPath, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line).request_id);
      expect(ids).toEqual([textOnly.request_id, withPhoto.request_id]);
      expect(readdirSync(photosRoot)).toEqual([withPhoto.request_id]);
    } finally {
      server.stop();
    }
  });
});

describe("a write that fails", () => {
  it("a full disk: a 700 KB photo with 600 KB free answers 503 with Retry-After and leaves nothing; the next requests are stored", async () => {
    const log = quiet();
    const { disk, fs } = smallDisk(600 * 1024);
    const site = await serve({ fs });
    const first = request();
    const before = site.bytes();

    const refused = await site.post(form(first, [jpeg(700 * 1024)]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await refused.text()).toMatch(/could not be saved.*try again/i);
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/removed what it wrote/), expect.objectContaining({ code: "ENOSPC" }));
    expect(site.photoEntries(), "no photos folder, no .partial").toEqual([]);
    expect(site.bytes()).toBe(before);
    expect(disk.free, "the room the photo took is given back").toBe(600 * 1024);

    // A text-only request fits in what is left, and is stored.
    const textOnly = request();
    expect((await site.post(form(textOnly))).status).toBe(200);
    // Room is made (the owner frees some space): the visitor's retry of the first request, same id, is stored once.
    disk.free += 1024 * 1024;
    for (const attempt of [1, 2]) expect((await site.post(form(first, [jpeg(700 * 1024)]))).status, `attempt ${attempt}`).toBe(200);
    expect(site.lines().map((line) => JSON.parse(line).request_id)).toEqual([textOnly.request_id, first.request_id]);
    expect(site.photoEntries()).toEqual([first.request_id]);
    expect(readFileSync(join(site.outbox.photosRoot, first.request_id, "photo-1.jpg"))).toHaveLength(700 * 1024);
  });

  it("the disk fills half way through the line: the partial line is cut back, the photos removed, 503; the next request is stored", async () => {
    quiet();
    const photo = jpeg(20 * 1024);
    const { disk, fs } = smallDisk(10_000);
    const site = await serve({ fs });
    const stored = request();
    expect((await site.post(form(stored))).status).toBe(200);
    const before = site.bytes();

    disk.free = photo.length + 100; // the photo fits, then 100 bytes of the line
    const refused = await site.post(form(request(), [photo]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(site.bytes(), "no partial line").toBe(before);
    expect(site.photoEntries()).toEqual([]);

    disk.free += 1024 * 1024;
    const next = request();
    expect((await site.post(form(next, [photo]))).status).toBe(200);
    expect(site.lines().map((line) => JSON.parse(line).request_id)).toEqual([stored.request_id, next.request_id]);
    expect(site.photoEntries()).toEqual([next.request_id]);
  });

  it("a flush that fails (EIO) is not a 200: 503, nothing left; the next request is stored", async () => {
    quiet();
    const { disk, fs } = smallDisk(10 * 1024 * 1024);
    const site = await serve({ fs });
    disk.failFlushes = 1;
    const refused = await site.post(form(request()));
    expect(refused.status).toBe(503);
    expect(site.bytes()).toBe("");
    const next = request();
    expect((await site.post(form(next))).status).toBe(200);
    expect(site.lines().map((line) => JSON.parse(line).request_id)).toEqual([next.request_id]);
  });
});

const entries = (requestId: string) => quotePayload(sampleQuote, [], requestId, delivery);
const formOf = (requestId: string) => {
  const data = new FormData();
  for (const [name, value] of entries(requestId)) data.append(name, value as string);
  return data;
};

describe("a 503 is 'try again later'", () => {
  it("for the form: it retries after the backoff and the request is stored once", async () => {
    quiet();
    const { disk, fs } = smallDisk(10 * 1024 * 1024);
    const site = await serve({ fs });
    disk.failFlushes = 1; // the first attempt meets the failing disk
    const requestId = crypto.randomUUID();
    expect(await sendQuote(sendFormUrl(delivery, new URL(site.url).origin), entries(requestId))).toBe("sent");
    expect(site.lines().map((line) => JSON.parse(line).request_id)).toEqual([requestId]);
  });

  it("for the service worker: a kept request that meets a 503 stays kept, to be sent again", async () => {
    quiet();
    const { disk, fs } = smallDisk(10 * 1024 * 1024);
    const site = await serve({ fs });
    disk.failFlushes = 1;
    const outcome = await outcomeOf((signal) => fetch(site.url, { method: "POST", body: formOf(crypto.randomUUID()), signal }));
    expect(outcome).toEqual({ kind: "response", status: 503 });
    expect(verdictFor(outcome, 1, MAX_QUEUED_ATTEMPTS)).toBe("retry");
  });
});

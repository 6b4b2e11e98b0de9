/**
 * What the outbox's tests share: quote requests as the form sends them, an outbox served on a free
 * port, and a disk whose faults a test turns on and off. A full disk cannot be made without
 * privileges, and a read-only folder fails no write for root, who may run CI; so the outbox takes
 * the file system functions it writes through (`createOutbox(path, { fs })`) and `fakeDisk` gives
 * it the real ones with the failures the operating system would give.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import * as nodeFs from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vi } from "vitest";
import { sampleSendForm } from "../tests/sample-quote.ts";
import { realFs, type OutboxFs } from "./durable-files.ts";
import { createOutbox, SEND_FORM_PATH } from "./outbox.ts";

export const request = sampleSendForm;

/** Bytes that start like a real JPEG (the outbox reads the first bytes to know a photo). */
export const jpeg = (size: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(size - 4).fill(7)]);

export function form(fields: Record<string, string>, photos: Uint8Array[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  photos.forEach((photo, index) =>
    data.append(`photo_${index + 1}`, new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), `photo-${index + 1}.jpg`),
  );
  return data;
}

const servers: Server[] = [];
const folders: string[] = [];

/** A fresh folder under the system's temporary folder, removed by `cleanUp`. */
export function temporaryFolder(prefix: string) {
  folders.push(mkdtempSync(join(tmpdir(), prefix)));
  return folders.at(-1)!;
}

/** For `afterEach`: closes the servers and removes the folders the test made. */
export async function cleanUp() {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** Keeps the outbox's warnings and errors out of the test output, and lets a test read them. */
export const quiet = () => ({
  warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
  error: vi.spyOn(console, "error").mockImplementation(() => {}),
});

export const idsOf = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { request_id: string }).request_id);

/**
 * An outbox in a fresh folder (or at `outboxPath`), served on a free port once its first
 * preparation has settled; `lines` reads its file as it is on disk.
 */
export async function serve(options: { fs?: OutboxFs; outboxPath?: string } = {}) {
  const outboxPath = options.outboxPath ?? join(temporaryFolder("outbox-faults-"), "quote-outbox.jsonl");
  const outbox = createOutbox(outboxPath, { fs: options.fs });
  await outbox.ready();
  const server: Server = createServer((req, res) => void outbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEND_FORM_PATH}`;
  const read = () => (existsSync(outboxPath) && statSync(outboxPath).isFile() ? readFileSync(outboxPath, "utf8") : "");
  return {
    outbox,
    outboxPath,
    url,
    post: (body: FormData, headers?: Record<string, string>) => fetch(url, { method: "POST", body, headers }),
    bytes: read,
    lines: () => read().split("\n").filter(Boolean),
    photoEntries: () => (existsSync(outbox.photosRoot) ? readdirSync(outbox.photosRoot) : []),
  };
}

const sizeOf = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  return stats.isDirectory() ? readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0) : stats.size;
};
const failure = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });
const writes = (flags: unknown) => typeof flags === "string" && /[wa+]/.test(flags);

/** A flush held until the test lets it pass or fail: `reached` once the outbox waits on it. */
function gate() {
  let release!: (error?: Error) => void;
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<Error | undefined>((resolve) => (release = resolve));
  return { reached, reach, release, released };
}

/**
 * The real file system with a disk's faults, each as the operating system reports it:
 * - `free`: a write past it writes what fits and fails with ENOSPC; removing or cutting back files
 *   gives their room back;
 * - `readOnly`: every change fails with EROFS (reading still works, as on a read-only mount);
 * - `failFlushes` / `failRenames`: the next ones fail with EIO, as a dying disk does;
 * - `holdFlush(pattern)`: the next flush of a file whose path matches waits until the test lets it
 *   pass or fail, as a slow disk does.
 */
export function fakeDisk({ free = Number.POSITIVE_INFINITY } = {}) {
  const held: { pattern: RegExp; gate: ReturnType<typeof gate> }[] = [];
  const disk = {
    free,
    readOnly: false,
    failFlushes: 0,
    failRenames: 0,
    holdFlush(pattern: RegExp) {
      held.push({ pattern, gate: gate() });
      return held.at(-1)!.gate;
    },
  };
  const refuseIfReadOnly = () => {
    if (disk.readOnly) throw failure("EROFS", "read-only file system");
  };
  const open = async (path: string, flags?: string) => {
    if (writes(flags)) refuseIfReadOnly();
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
            const index = held.findIndex(({ pattern }) => pattern.test(path));
            if (index >= 0) {
              const [{ gate: flush }] = held.splice(index, 1) as [(typeof held)[number]];
              flush.reach();
              const error = await flush.released;
              if (error) throw error;
            }
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
  const fs: OutboxFs = {
    ...realFs,
    open: open as unknown as OutboxFs["open"],
    mkdir: (async (path, options) => {
      if (disk.readOnly && !(existsSync(path) && statSync(path).isDirectory())) refuseIfReadOnly();
      return nodeFs.mkdir(path, options);
    }) as OutboxFs["mkdir"],
    rename: async (from, to) => {
      refuseIfReadOnly();
      if (disk.failRenames > 0) {
        disk.failRenames -= 1;
        throw failure("EIO", "i/o error, rename");
      }
      await nodeFs.rename(from, to);
    },
    rm: async (path, options) => {
      if (existsSync(path)) refuseIfReadOnly();
      disk.free += sizeOf(String(path));
      await nodeFs.rm(path, options);
    },
  };
  return { disk, fs };
}

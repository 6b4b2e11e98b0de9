/**
 * `npm run cms` on a copy of the site, for the specs that drive the editor it serves. It runs in a
 * process group of its own so that stop() ends the builds it started too: killing only its Node
 * process left a build writing into the copy while the copy was removed ("directory not empty").
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { EDITOR_NEXT_PATH } from "../../scripts/dev/editor-next-files.ts";
import { freePort } from "../../scripts/dev/free-port.ts";
import { localBackendUrl } from "../../scripts/dev/local-backend.ts";
import { expect, type Page } from "./fixtures.ts";

export interface ServedCms {
  /** The copy of the site it serves and writes into. */
  copy: string;
  port: number;
  /** The site as npm run cms serves it (it listens on 127.0.0.1). */
  site: string;
  /** The editor of the project's own, as the owner opens it. */
  editor: string;
  /** Its local backend's address, where the editor publishes. */
  backendUrl: string;
  /** How long the editor took to answer after npm run cms started, in ms. */
  servedAfter: number;
  /** What npm run cms printed so far, for a failure's message. */
  output: () => string;
  /** Ends npm run cms and every process it started, then removes the copy. */
  stop: () => Promise<void>;
}

/** A group's processes, given this long to end on SIGTERM before SIGKILL. */
const GRACE_MS = 5_000;

/**
 * Copies the site (the copy's folder named after `name`), lets `prepare` write into it, starts
 * `npm run cms` there on free ports and resolves once the editor answers 200.
 */
export async function servedCms(name: string, prepare?: (copy: string) => void | Promise<void>): Promise<ServedCms> {
  const copy = copyOfSite(name);
  let stop = async () => rmSync(copy, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  try {
    await prepare?.(copy);
    const [port, backendPort] = [await freePort(), await freePort()];
    const started = Date.now();
    const cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
      cwd: copy,
      env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that stop() reaches the builds it starts.
      detached: true,
    });
    let output = "";
    for (const stream of [cms.stdout, cms.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = cms.exitCode === null && cms.signalCode === null ? once(cms, "exit") : Promise.resolve();
    const removeCopy = stop;
    let stopped: Promise<void> | undefined;
    stop = () =>
      (stopped ??= (async () => {
        if (cms.pid !== undefined) await endGroup(cms.pid, exited);
        await removeCopy();
      })());
    const editor = `http://localhost:${port}${EDITOR_NEXT_PATH}`;
    await expect
      .poll(
        () =>
          fetch(editor).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    return {
      copy,
      port,
      site: `http://127.0.0.1:${port}`,
      editor,
      backendUrl: localBackendUrl(backendPort),
      servedAfter: Date.now() - started,
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM to the group led by `pid`; waits until none of it is left (SIGKILL after a grace) and its leader has exited. */
async function endGroup(pid: number, leaderExited: Promise<unknown>): Promise<void> {
  if (!signal(pid, "SIGTERM")) return;
  const deadline = Date.now() + GRACE_MS;
  while (signal(pid, 0) && Date.now() < deadline) await sleep(100);
  signal(pid, "SIGKILL");
  await leaderExited;
}

/** Sends `sig` to the group; false once no process of it is left. */
function signal(pid: number, sig: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, sig);
    return true;
  } catch {
    return false;
  }
}

/**
 * The one notice after a Publish on this computer (admin/next/build-watch.ts), from publishing to
 * published: a spec waits for either, as the build may end before it looks.
 */
export const publishNotice = /^Publish(ing: the site is being rebuilt with your change…|ed: your change is on the site\.)$/;
/** The same, within a notice's whole text (its first line, what follows, its OK). */
export const publishNoticeWithin = /Publish(ing: the site is being rebuilt with your change…|ed: your change is on the site\.)/;

/** The last publish's notice put away (OK), so the next one is told from it. */
export async function putAwayPublishNotice(page: Page) {
  const said = page.getByRole("status").filter({ hasText: publishNoticeWithin });
  for (const shown of await said.all()) await shown.getByRole("button", { name: "OK" }).tap();
  await expect(said).toHaveCount(0);
}

/**
 * An editor sentence as a phone reads it: the specs' words are made in Node, where the device cannot
 * be told ("this device"); the page, on a phone (a touch screen at 390 px), says "this phone"
 * (admin/next/this-device.ts).
 */
export const onPhone = (sentence: string) => sentence.replaceAll("this device", "this phone").replaceAll("This device", "This phone");

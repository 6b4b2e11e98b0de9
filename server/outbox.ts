/**
 * The local quote outbox: the same POST /api/v1.0/email/send-form contract as EmailJS, for running
 * the site without an EmailJS account. Each accepted request is one JSON line in the outbox file;
 * its photos are files in a folder of their own beside it, named in that line. A request id is
 * stored once, and answered 200 only once its line is on disk (./outbox-claims.ts).
 *
 * A 200 means on disk: the photos and the line are flushed (fsync) before it is sent. A write that
 * fails (a full disk) removes everything that request wrote and answers 503 with Retry-After, which
 * the form and the service worker retry; the next request is stored normally once there is room.
 * Creating the outbox never fails: until its folder can be made and repaired (./outbox-recovery.ts),
 * every request is answered 503 and tries again, while the site's pages are served as usual.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { basename, dirname, join } from "node:path";
import { SEND_FORM_PATH } from "#app/quote/payload.ts";
import { validateQuote } from "#app/quote/schema.ts";
import { readsAsBot } from "#app/quote/spam-rules.ts";
import { emailVariableNames } from "#app/quote/email-variables.ts";
import { linesMayRemain, realFs, syncFolder, type OutboxFs } from "./durable-files.ts";
import { createDurableLog } from "./durable-log.ts";
import { emailPreviews, type StoredRequest } from "./outbox-emails.ts";
import { createClaims } from "./outbox-claims.ts";
import { BAD_REQUEST_ID, isRequestId } from "./request-id.ts";
import { holdLock } from "./outbox-lock.ts";
import { postEndpoint, textReply, type Reply } from "./post-endpoint.ts";
import { PARTIAL_SUFFIX, recoverOutbox } from "./outbox-recovery.ts";
import { readUpload, type Refusal, type Upload } from "./read-upload.ts";

export { SEND_FORM_PATH };

/** Fields EmailJS receives besides the visitor's: the template's (the emails' among them) and the SDK contract's. */
const EXTRA_FIELDS = [
  "suburb",
  "to_email",
  "request_id",
  ...emailVariableNames,
  "lib_version",
  "service_id",
  "template_id",
  "user_id",
] as const;
/** What a 503 asks the client to wait: long enough for the owner to free some space. */
export const RETRY_AFTER_SECONDS = 30;

const text = ({ status, message }: Refusal): Reply => textReply(status, message);
const notStored = textReply(503, "Service Unavailable: the request could not be saved just now. Please try again in a minute.", {
  "Retry-After": String(RETRY_AFTER_SECONDS),
});
const ok = textReply(200, "OK");

/** A write of the outbox or a photo failed: the request is not stored, and nothing of it is left (unless its line may remain). */
class NotStored extends Error {}

function parsedId(line: string): unknown {
  try {
    return (JSON.parse(line) as { request_id?: unknown }).request_id;
  } catch {
    return undefined;
  }
}

export interface OutboxOptions {
  /** The file system it writes through; tests give one whose writes fail. */
  fs?: OutboxFs;
  /** What this server is, for the lock a second server reads ("npm start on http://localhost:3000"). */
  writer?: string;
  /** The build's email templates (build/emails): each request stored gets the emails EmailJS would send beside it (./outbox-emails.ts). */
  emailTemplates?: string;
}

export function createOutbox(outboxPath: string, { fs = realFs, writer = `process ${process.pid}`, emailTemplates }: OutboxOptions = {}) {
  const writeEmails = emailTemplates === undefined ? undefined : emailPreviews(outboxPath, emailTemplates);
  const photosRoot = join(dirname(outboxPath), `${basename(outboxPath, ".jsonl")}-photos`);
  let photosRootSynced = false;

  // Ready once the folder is made and what a crash left is repaired; until then each request is
  // answered 503 and tries again. Lines go to disk as ./durable-log.ts says.
  const log = createDurableLog({
    fs,
    path: outboxPath,
    lines: "quote requests",
    label: "outbox",
    // Held before the repair and the tidy, so they never touch what another live server owns (./outbox-lock.ts).
    prepare: async () => {
      await fs.mkdir(dirname(outboxPath), { recursive: true });
      await holdLock(fs, outboxPath, writer);
      return createClaims(await recoverOutbox(fs, outboxPath, photosRoot), lineOnDisk);
    },
  });
  /** Whether the request's line is in the outbox, flushed: a copy of one whose write may have left it. */
  const lineOnDisk = (requestId: string): Promise<boolean> =>
    log
      .onDisk((line) => line.includes(requestId) && parsedId(line) === requestId)
      .catch((error: unknown) => {
        throw new NotStored(`request ${requestId} may be stored; its line could not be flushed`, { cause: error });
      });
  void log.ready();

  /** The upload's photos, flushed, renamed into the folder named by the request id. */
  async function placePhotos(uploaded: string, folder: string, photos: Upload["photos"]): Promise<string[]> {
    if (photos.length === 0) return [];
    await syncFolder(fs, uploaded);
    // A folder already there is what a crash left of an attempt that never got its line.
    await fs.rm(folder, { recursive: true, force: true });
    await fs.rename(uploaded, folder);
    await syncFolder(fs, photosRoot);
    if (!photosRootSynced) await syncFolder(fs, dirname(photosRoot)); // the photos folder's own name, once
    photosRootSynced = true;
    return photos.map(({ name }) => join(basename(photosRoot), basename(folder), name));
  }

  async function store(upload: Upload, uploaded: string, requestId: string, data: object): Promise<void> {
    const extras = Object.fromEntries(EXTRA_FIELDS.map((name) => [name, upload.fields[name] ?? ""]));
    const folder = join(photosRoot, requestId);
    let stored: StoredRequest;
    try {
      if (upload.writeError) throw upload.writeError;
      const photos = await placePhotos(uploaded, folder, upload.photos);
      stored = { receivedAt: new Date().toISOString(), ...data, ...extras, request_id: requestId, photos };
      await log.append(`${JSON.stringify(stored)}\n`);
    } catch (error) {
      // A line that may be in the file keeps the photos it names; a copy of the request finds both (./outbox-claims.ts).
      if (!linesMayRemain(error)) await fs.rm(folder, { recursive: true, force: true }).catch(() => undefined);
      throw new NotStored(`request ${requestId} not stored`, { cause: error });
    }
    await writeEmails?.(stored);
  }

  async function reply(req: IncomingMessage): Promise<Reply> {
    const storeOnce = await log.ready();
    if (!storeOnce) return notStored;
    // The photos arrive in a folder of this upload's own, since its request id may come after them.
    const uploaded = join(photosRoot, `upload-${randomUUID()}${PARTIAL_SUFFIX}`);
    try {
      const upload = await readUpload(req, { fs, folder: uploaded });
      if ("status" in upload) return text(upload);
      // A bot's request is answered as sent and kept nowhere, as the form answers it (app/quote/spam-rules.ts).
      if (readsAsBot(upload.fields)) return ok;
      const result = validateQuote(upload.fields);
      if (!result.ok) return { status: 400, body: JSON.stringify({ errors: result.errors }), type: "application/json" };
      const requestId = upload.fields["request_id"] ?? "";
      if (!isRequestId(requestId)) return text({ status: 400, message: BAD_REQUEST_ID });
      await storeOnce(requestId, () => store(upload, uploaded, requestId, result.data));
      return ok;
    } finally {
      await fs.rm(uploaded, { recursive: true, force: true }).catch(() => undefined); // renamed away if stored
    }
  }

  return {
    handle: postEndpoint(
      {
        what: "quote requests",
        types: /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i,
        unsupported: "send multipart/form-data",
      },
      reply,
      (error) => {
        const cause = error instanceof NotStored ? error.cause : error;
        const left = linesMayRemain(error)
          ? "; its line may be in the outbox, kept with its photos for its retry"
          : "; removed what it wrote";
        // A disk's fault is its code, said in one line; anything else is a fault of the code, said with its stack (once too).
        const code = (cause as NodeJS.ErrnoException | undefined)?.code;
        const what = code ? String(cause) : cause instanceof Error ? (cause.stack ?? String(cause)) : String(cause);
        log.faults.fault(`${code ?? what}${left}`, `could not store a quote request (${what})${error instanceof NotStored ? left : ""}`);
        if (error instanceof NotStored) return notStored;
      },
    ),
    /** Resolves to whether the outbox can take requests: its first preparation, or a new attempt. */
    ready: async () => (await log.ready()) !== undefined,
    /** Resolves when every accepted request so far is on disk. */
    flushed: log.flushed,
    photosRoot,
  };
}

/** A request's body read whole, up to a limit: the counter's events and `npm run cms`'s publishes. */
import type { IncomingMessage } from "node:http";

/**
 * A larger body is still read to its end and dropped, so the 413 arrives and the keep-alive
 * connection serves the next request (closing a socket with unread data resets it, the answer
 * with it). Past this much the connection is cut instead: nothing of the site's sends so much.
 */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/** The body, up to `limit` bytes; "too large" past it. What comes after the limit is read and dropped, up to a bound. */
export function readBody(req: IncomingMessage, limit: number): Promise<string | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > MAX_DRAINED_BYTES) req.socket.destroy();
    });
    req.on("end", () => resolve(size > limit ? "too large" : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

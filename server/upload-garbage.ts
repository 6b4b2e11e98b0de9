/**
 * Node copies every piece of a request body into a new buffer, and V8 frees those only at its next
 * collection, which a stream of uploads reaches after some 64-100 MB of them: more than the
 * uploads in progress ever hold, since their photos go to disk as they arrive (measured, ADR
 * 0028). So after every 2 MB of upload read, the outbox asks for a collection (a few ms on this
 * small heap), where `npm start` lets it (`node --expose-gc`). Without that flag, memory is still
 * bounded, some 60-90 MB higher under a burst of uploads. (8 MB until photos were decoded, which
 * added some 20 MB to the peak, then 4 MB: ADR 0033.)
 */
const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;

const collect = (globalThis as { gc?: () => void }).gc;
let readSinceCollection = 0;

/** Counts bytes of upload read, and collects what they left once there are enough. */
export function noteUploadRead(bytes: number) {
  if (!collect) return;
  readSinceCollection += bytes;
  if (readSinceCollection < COLLECT_EVERY_BYTES) return;
  readSinceCollection = 0;
  collect();
}

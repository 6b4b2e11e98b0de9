/**
 * Work done a few at a time, the next always for whoever has used the least time so far (a share:
 * one request's photos), then for whoever has the least waiting, then in arrival order. So a request
 * that sends slow work cannot make another wait behind all of it: a newcomer, having used nothing
 * and with one photo waiting, goes next.
 */
export interface Share {
  /** Milliseconds of work done for it so far. */
  used: number;
  /** Pieces of its work waiting for a turn. */
  queued: number;
}

const before = (a: Share, b: Share) => a.used < b.used || (a.used === b.used && a.queued < b.queued);

export function fairTurns(atOnce = 1) {
  const waiting: { share: Share; start: () => void }[] = [];
  let running = 0;
  function next() {
    if (running >= atOnce || waiting.length === 0) return;
    const least = waiting.reduce((best, item, index) => (before(item.share, waiting[best]!.share) ? index : best), 0);
    const [chosen] = waiting.splice(least, 1);
    running += 1;
    chosen!.start();
  }
  return {
    share: (): Share => ({ used: 0, queued: 0 }),
    async run<T>(share: Share, work: () => Promise<T>): Promise<T> {
      share.queued += 1;
      await new Promise<void>((start) => {
        waiting.push({ share, start });
        next();
      });
      share.queued -= 1;
      const began = performance.now();
      try {
        return await work();
      } finally {
        share.used += performance.now() - began;
        running -= 1;
        next();
      }
    },
  };
}

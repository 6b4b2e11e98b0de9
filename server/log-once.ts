/**
 * How `npm start`'s server tells of a fault that repeats (a full disk fails every write alike): once
 * per kind of problem ("ENOSPC", "daily"), in one line with no stack, until what it writes is stored
 * again, which it says once too. 20 failed quote requests were 181 lines of stacks (issue 49).
 */
export function logOncePerKind(label: string, lines: string) {
  const told = new Set<string>();
  return {
    fault(kind: string, message: string) {
      if (told.has(kind)) return;
      told.add(kind);
      console.warn(`${label}: ${message} (said once; the same again is not logged until ${lines} are stored again)`);
    },
    mended() {
      if (told.size === 0) return;
      told.clear();
      console.warn(`${label}: ${lines} are stored again`);
    },
  };
}

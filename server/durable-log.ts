/**
 * A file of JSON lines that the local server appends to as ADR 0028 says: an append resolves only
 * once its line is on disk (flushed); lines that arrive while a write is being flushed go together
 * in one write and one fsync, so a flush per line does not make them queue behind each other; a
 * write that fails cuts the file back to where it was and rejects every append in it, and no other.
 * The file's name in its folder is flushed at the first append and after any failure to: until it
 * is, lines in it are not on disk, and their appends reject with LinesMayRemain (./durable-files.ts).
 *
 * Opening it never fails: `prepare` (make the folder, set aside what a crash left) runs at first
 * use and again at each use until it succeeds, one attempt at a time; the reason it cannot is
 * logged once, and again when it can. The quote outbox and the counter (./outbox.ts, ./count-receiver.ts)
 * are such files.
 */
import { dirname } from "node:path";
import { logOncePerKind } from "./log-once.ts";
import { appendLinesDurably, findFlushed, LinesMayRemain, syncFolder, type OutboxFs } from "./durable-files.ts";

export interface DurableLogOptions<Prepared> {
  fs: OutboxFs;
  path: string;
  /** What the log says each line is, plural ("quote requests"): "… are answered 503 until it can be written". */
  lines: string;
  /** Who logs ("outbox"). */
  label: string;
  prepare: () => Promise<Prepared>;
}

export function createDurableLog<Prepared>({ fs, path, lines, label, prepare }: DurableLogOptions<Prepared>) {
  let prepared: { value: Prepared } | undefined;
  let preparing: Promise<Prepared | undefined> | undefined;
  let lastProblem = "";
  async function attempt(): Promise<Prepared | undefined> {
    try {
      const value = await prepare();
      if (lastProblem) console.warn(`${label}: ${path} can be written again; ${lines} are stored`);
      prepared = { value };
      return value;
    } catch (error) {
      const problem = String(error);
      if (problem !== lastProblem)
        console.warn(`${label}: cannot use ${path} (${problem}); ${lines} are answered 503 until it can be written`);
      lastProblem = problem;
      return undefined;
    } finally {
      preparing = undefined;
    }
  }
  /** What `prepare` gave, once it has succeeded; undefined while the file cannot be used. */
  const ready = () => (prepared ? Promise.resolve(prepared.value) : (preparing ??= attempt()));

  /** Whether the file's name is flushed in its folder: after a repair's rename too, so once per start. */
  let named = false;
  async function flushName() {
    try {
      await syncFolder(fs, dirname(path));
      named = true;
    } catch (error) {
      throw new LinesMayRemain(`the lines of ${path} are written, its name in its folder is not flushed`, { cause: error });
    }
  }

  // A failing disk fails every write alike: each problem is logged once, as this log's, until a write succeeds.
  const faults = logOncePerKind(label, lines);
  const complain = (problem: string) => faults.fault(problem, problem);

  let waiting: { line: string; settle: (error?: unknown) => void }[] = [];
  let writing: Promise<void> | undefined;
  async function writeWaiting() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const { wasEmpty } = await appendLinesDurably(fs, path, batch.map(({ line }) => line).join(""), complain);
        if (wasEmpty || !named) await flushName();
        faults.mended();
        for (const { settle } of batch) settle();
      } catch (error) {
        for (const { settle } of batch) settle(error ?? new Error("write failed"));
      }
    }
    writing = undefined;
  }

  return {
    ready,
    /** This log's faults, each said once until a line is stored again (what its owner meets as it writes, too). */
    faults,
    /** Appends one line (ending in a newline); resolves once it is on disk. */
    append: (line: string) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ line, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        writing ??= writeWaiting();
      }),
    /** Resolves when every line appended so far is on disk. */
    flushed: () => writing ?? Promise.resolve(),
    /**
     * Whether a whole line passes `test`, and if so flushed, with the file's name: for a line an
     * append rejected with LinesMayRemain, which may be in the file all the same.
     */
    onDisk: async (test: (line: string) => boolean) => {
      await writing;
      if (!(await findFlushed(fs, path, test))) return false;
      await flushName();
      return true;
    },
  };
}

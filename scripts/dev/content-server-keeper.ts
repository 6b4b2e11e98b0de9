/**
 * `npm run cms` keeps its local content server (./local-backend.ts) running (issue 55): one that dies
 * (killed, a fault of Node) is started again on the same port, which the editor's page names, and
 * finishes or undoes a publish cut short as it starts (./publish-journal.ts); the editor, meanwhile,
 * says the server is starting again (admin/next/local-backend-client.ts). One that dies again and
 * again (its port taken, a journal it cannot finish) is given up on: `onGiveUp` is told why, in plain
 * words, and `npm run cms` stops whole saying so, rather than run on with an editor that cannot publish.
 */
import type { ChildProcess } from "node:child_process";
import { startLocalBackend } from "./local-backend.ts";

/** How many deaths within `window` ms are given up on. */
const DEATHS = 4;
const WINDOW = 60_000;
/** A moment before a start again: the port is free by then. */
const PAUSE = 250;

interface Options {
  key: string;
  output?: "inherit" | "ignore";
  /** Told why the server is given up on, once; `npm run cms` stops. */
  onGiveUp: (why: string) => void;
  /** Told of each start again. */
  onRestart?: (why: string) => void;
}

/** Starts the content server for `repository` on `port` and keeps it running; `stop()` ends it for good. */
export function keepLocalBackend(repository: string, port: number, { key, output, onGiveUp, onRestart = console.error }: Options) {
  let child: ChildProcess;
  let stopped = false;
  const deaths: number[] = [];
  const start = () => {
    child = startLocalBackend(repository, port, { key, output });
    child.on("exit", (code, signal) => {
      if (stopped) return;
      const how = signal ? `was stopped (${signal})` : `ended (exit code ${code})`;
      const now = Date.now();
      deaths.push(now);
      while (deaths[0]! < now - WINDOW) deaths.shift();
      if (deaths.length >= DEATHS) {
        stopped = true;
        return onGiveUp(
          `The content server, which writes what the editor publishes, ${how}, its ${DEATHS}th stop within a minute: ` +
            "npm run cms stops, since the editor cannot publish without it. Read what it said above, then start npm run cms again.",
        );
      }
      onRestart(`The content server, which writes what the editor publishes, ${how}: starting it again.`);
      setTimeout(() => stopped || start(), PAUSE);
    });
  };
  start();
  return {
    /** The server running now. */
    get process() {
      return child;
    },
    stop() {
      stopped = true;
      child.kill();
    },
  };
}

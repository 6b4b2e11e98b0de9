/**
 * The build after each Publish on this computer: `npm run cms` reports its builds
 * (BUILD_STATUS_PATH, scripts/dev/cms.ts), read every few seconds, every half second while a publish
 * awaits its build; what to say of it is ../editor/build-outcome.ts's (the words Decap's banner says
 * too). Held by the editor's frame (./editor-next.tsx), so the outcome outlives the entry's screen.
 * It also knows which files the failed build cannot read, and puts one back as last published
 * (RESTORE_PATH), which rebuilds the site as a publish does. On the live site the status says
 * "hosted" and nothing here speaks: the live site's watch does.
 */
import { createContext, useCallback, useEffect, useRef, useState } from "react";
import { building, notPutBack, pageOfFile, puttingBack, readBuild, type BuildSaid } from "../editor/build-outcome.ts";
import { BUILD_STATUS_PATH, RESTORE_PATH, type BuildStatus, type Restorable } from "../editor/build-status.ts";
import { EDITOR_KEY_HEADER, pageEditorKey } from "./local-backend-protocol.ts";
import { freshJson } from "../editor/fetch-json.ts";

const WAITING_MS = 500;
const IDLE_MS = 4000;

const wordsOf = (said: BuildSaid) => `${said.title}\n${said.text ?? ""}`;

/** The build's sentence with what the form had to add of the publish it carries: one notice for one publish. */
const withNote = (said: BuildSaid, note: string | undefined): BuildSaid =>
  note && said.tone !== "problem" ? { ...said, text: [said.text, note].filter(Boolean).join(" ") } : said;

export interface Builds {
  /** The last thing said of a build, if anything is to be shown. */
  said?: BuildSaid;
  /** The files the last build could not read, each with its last published version. */
  restorable: Restorable[];
  /** After a written publish of `paths`, pressed at `pressedAt` (ms): its build is awaited and said, with the form's `note` (an old address sent on). */
  published: (paths: string[], pressedAt: number, note?: string) => void;
  /** Puts `broken` back as last published; true once it is back (the site rebuilds). */
  restore: (broken: Restorable) => Promise<boolean>;
  /** Takes the sentence away (the owner pressed OK). */
  dismiss: () => void;
}

/** The builds' outcome for the editor's frame, `watched` on this computer (the live site's host builds out of sight); none of it speaks until the first status is read. */
export function useBuilds(watched: boolean): Builds {
  const [said, setSaid] = useState<BuildSaid>();
  const [restorable, setRestorable] = useState<Restorable[]>([]);
  /** The publish awaiting its build: when it was pressed, and the page it shows on. */
  const awaited = useRef<{ pressed: number; page: string; note?: string }>(undefined);
  const lastSaid = useRef<BuildSaid>(undefined);
  /** Put away by the owner: not shown again in the same words until the next publish. */
  const dismissed = useRef<string>(undefined);
  const pollNow = useRef<() => void>(() => undefined);

  const show = useCallback((next: BuildSaid | undefined) => {
    if (next && dismissed.current === wordsOf(next)) return;
    lastSaid.current = next;
    setSaid(next);
  }, []);

  useEffect(() => {
    if (!watched) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let round = 0;
    let stopped = false;
    const poll = async () => {
      clearTimeout(timer);
      const mine = ++round;
      const status = await freshJson<BuildStatus>(BUILD_STATUS_PATH);
      if (stopped || mine !== round) return; // a newer poll answers
      if (status?.state === "hosted") return; // the host builds: the live site's watch says it
      if (status) setRestorable(status.state === "failed" ? (status.restorable ?? []) : []);
      const { said: next, settled } = readBuild(status, awaited.current?.pressed, {
        page: awaited.current?.page,
        done: lastSaid.current?.tone === "done",
      });
      if (next === "clear") show(undefined);
      else if (next) show(withNote(next, awaited.current?.note));
      if (settled) awaited.current = undefined;
      timer = setTimeout(() => void poll(), awaited.current || status?.state === "building" ? WAITING_MS : IDLE_MS);
    };
    pollNow.current = () => void poll();
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [show, watched]);

  const published = useCallback(
    (paths: string[], pressedAt: number, note?: string) => {
      awaited.current = { pressed: pressedAt, page: pageOfFile(paths[0] ?? ""), ...(note ? { note } : {}) };
      dismissed.current = undefined;
      show(withNote(building, note));
      pollNow.current();
    },
    [show],
  );

  const restore = useCallback(
    async (broken: Restorable) => {
      const pressed = Date.now();
      show({ tone: "progress", title: puttingBack(broken) });
      const response = await fetch(RESTORE_PATH, {
        method: "POST",
        // The page's key: only the editor page npm run cms served may put a file back (scripts/dev/editor-key.ts).
        headers: { "Content-Type": "application/json", [EDITOR_KEY_HEADER]: pageEditorKey() },
        body: JSON.stringify({ file: broken.file }),
      }).catch(() => undefined);
      if (!response?.ok) {
        show({ tone: "problem", title: notPutBack(broken), ...(response ? { text: await response.text() } : {}) });
        return false;
      }
      setRestorable((now) => now.filter((each) => each.file !== broken.file));
      published([broken.file], pressed);
      return true;
    },
    [show, published],
  );

  const dismiss = useCallback(() => {
    dismissed.current = lastSaid.current && wordsOf(lastSaid.current);
    lastSaid.current = undefined;
    setSaid(undefined);
  }, []);
  return { said, restorable, published, restore, dismiss };
}

/** The builds, for the screens under the frame: a publish to watch; an entry whose file cannot be read offers to put it back. */
export const BuildsContext = createContext<Pick<Builds, "restorable" | "restore" | "published">>({
  restorable: [],
  restore: async () => false,
  published: () => undefined,
});

/**
 * The data behind the owner's quote requests screen (./requests-screen.tsx): the list loaded a page
 * at a time (and, for a request opened by its address, the pages before it), a status or note kept
 * on the phone first (./requests-kept.ts) and sent at once or when the connection is back, and what
 * a failure means: the sign-in again on a 401, else a problem the screen says.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { OwnerRequest, OwnerRequestPage, RequestChange } from "#app/quote/owner-requests.ts";
import type { RequestsAccess } from "../next/backend-choice.ts";
import { requestWords } from "./request-words.ts";
import { isSignInExpired } from "../next/kept-sign-in.ts";
import type { NoticeState } from "../next/notice.tsx";
import type { SaveState } from "./request-card.tsx";
import { isRequestsAnswer, type RequestsClient, type RequestsProblem } from "./requests-client.ts";
import { withPending, type KeptRequests } from "./requests-kept.ts";

/** Pages looked through for a request opened by its address (an alert's) that is not on the first. */
const PAGES_TO_FIND = 20;

export type Problem = "offline" | Exclude<RequestsProblem, "gone" | "refused">;

interface Loaded extends Pick<OwnerRequestPage, "newCount" | "notEmailed" | "next"> {
  requests: OwnerRequest[];
  /** When it was loaded from the site (ms since 1970). */
  at: number;
}

/** What a failed call means on this screen: a lost connection, or what the site said. */
const problemOf = (error: unknown): Problem =>
  isRequestsAnswer(error) ? (error.problem === "gone" || error.problem === "refused" ? "error" : error.problem) : "offline";

/** The screen's list and actions for `access`; `opened`, a request opened by its address, is looked for on older pages too. */
export function useRequests(access: RequestsAccess, kept: KeptRequests, opened: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded | undefined>(() => {
    const list = kept.list();
    return list && { ...list, next: null, at: list.savedAt };
  });
  const [pending, setPending] = useState(kept.pending);
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState<"first" | "older" | undefined>("first");
  const [said, setSaid] = useState<NoticeState>();
  const client = useRef<RequestsClient>(undefined);
  const [clientShown, setClientShown] = useState<RequestsClient>();

  /** What to do with a failure: the sign-in again on a 401, else said. */
  const failed = useCallback(
    (error: unknown) => {
      if (isSignInExpired(error)) return access.signInAgain();
      setProblem(problemOf(error));
    },
    [access],
  );

  const saveState = useCallback((id: string, state: SaveState) => setSaves((all) => ({ ...all, [id]: state })), []);

  /** Sends the change kept for `id` (or `unkept`, when the phone had no room to keep it); resolves to whether the site took it. */
  const send = useCallback(
    async (id: string, unkept?: RequestChange): Promise<boolean> => {
      const waiting = kept.pending()[id] ?? unkept;
      if (!waiting || !client.current) return false;
      saveState(id, { state: "saving" });
      try {
        const request = await client.current.change(id, waiting);
        kept.forgetChange(id, waiting);
        setLoaded((now) => now && { ...now, requests: now.requests.map((each) => (each.id === id ? request : each)) });
        saveState(id, { state: "saved" });
        return true;
      } catch (error) {
        if (isRequestsAnswer(error) && (error.problem === "gone" || error.problem === "refused")) {
          // Refused for good: no longer kept to send, but what was typed is shown, not lost.
          kept.forgetChange(id, waiting);
          saveState(id, { state: "refused", gone: error.problem === "gone", ...(waiting.note ? { note: waiting.note } : {}) });
        } else if (isSignInExpired(error) || (isRequestsAnswer(error) && error.problem !== "error")) failed(error);
        else saveState(id, { state: isRequestsAnswer(error) ? "error" : "kept" });
        return false;
      } finally {
        setPending(kept.pending());
      }
    },
    [kept, failed, saveState],
  );

  const [now, setNow] = useState(Date.now);
  /** The first page (and those before the request opened by its address), then what was kept to send. Busy is "first" before it. */
  const load = useCallback(async () => {
    try {
      client.current ??= await access.open();
      setClientShown(client.current);
      let page = await client.current.page(null);
      let requests = page.requests;
      // Opened by its address: the request may be on an older page.
      const isOpened = (each: OwnerRequest) => each.id === opened;
      if (opened)
        for (let more = 1; !requests.some(isOpened) && page.next && more < PAGES_TO_FIND; more += 1) {
          page = await client.current.page(page.next);
          requests = [...requests, ...page.requests];
        }
      const at = Date.now();
      setNow(at);
      setLoaded({ requests, newCount: page.newCount, notEmailed: page.notEmailed, next: page.next, at });
      kept.keepList(requests, page);
      setProblem(undefined);
      // Changes made without a connection, sent now.
      const waiting = Object.keys(kept.pending());
      const sent = await Promise.all(waiting.map((id) => send(id)));
      if (waiting.length > 0 && sent.every(Boolean)) setSaid({ tone: "done", text: requestWords.sentWhenBack });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }, [access, kept, opened, send, failed]);
  const reload = useCallback(() => {
    setBusy("first");
    void load();
  }, [load]);

  useEffect(() => {
    void load();
    // Back online: the list brought up to date, and what was kept sent.
    addEventListener("online", reload);
    return () => removeEventListener("online", reload);
  }, [load, reload]);

  async function older() {
    if (!loaded?.next || !client.current) return;
    setBusy("older");
    try {
      const page = await client.current.page(loaded.next);
      const requests = [...loaded.requests, ...page.requests];
      setLoaded({ requests, newCount: page.newCount, notEmailed: page.notEmailed, next: page.next, at: loaded.at });
      kept.keepList(requests, page, loaded.at);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  function setChange(id: string, asked: RequestChange) {
    // Kept on the phone first: a lost connection or a closed tab loses nothing.
    const isKept = kept.keepChange(id, asked);
    setPending(kept.pending());
    // Tried at once even without a connection: it may be back before the browser says so.
    if (client.current) void send(id, isKept ? undefined : asked);
    else saveState(id, { state: "kept" });
  }

  const requests = loaded ? withPending(loaded.requests, pending) : undefined;
  return { loaded, requests, saves, problem, busy, said, setSaid, older, setChange, retry: reload, client: clientShown, now };
}

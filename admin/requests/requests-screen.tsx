/**
 * The owner's quote requests (#/requests; one alone at #/requests/<id>, where a phone's alert opens),
 * loaded with the editor's screen only when opened. Newest first, fifty at a time with "Show older
 * requests": only the pages loaded are drawn, however long the list. Without a connection, the list
 * last loaded (./requests-kept.ts), said to be possibly out of date; a status or note set then is
 * kept on the phone and saved when the connection is back. A refused sign-in brings the editor's
 * sign-in back, as a publish does; an account that cannot see the list is told so.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { OwnerRequest, OwnerRequestPage, RequestChange } from "#app/quote/owner-requests.ts";
import type { RequestsAccess } from "../next/backend-choice.ts";
import { requestWords } from "../next/editor-words.ts";
import { buttonClass } from "../next/form-parts.ts";
import { isSignInExpired } from "../next/kept-sign-in.ts";
import { Notice, type NoticeState } from "../next/notice.tsx";
import { RequestCard, type SaveState } from "./request-card.tsx";
import { isRequestsAnswer, type RequestsClient, type RequestsProblem } from "./requests-client.ts";
import { keptRequests, withPending, type KeptRequests } from "./requests-kept.ts";
import { whenReceived } from "./when-received.ts";

/** Pages looked through for a request opened by its address (an alert's) that is not on the first. */
const PAGES_TO_FIND = 20;

type Problem = "offline" | Exclude<RequestsProblem, "gone" | "refused">;

interface Loaded extends Pick<OwnerRequestPage, "newCount" | "notEmailed" | "next"> {
  requests: OwnerRequest[];
  /** When it was loaded from the site (ms since 1970). */
  at: number;
}

const problemWords: Record<Exclude<Problem, "offline">, string> = {
  "not-allowed": requestWords.notAllowed,
  "not-here": requestWords.notHere,
  error: requestWords.answeredError,
};

/** What a failed call means on this screen: a lost connection, or what the site said. */
const problemOf = (error: unknown): Problem =>
  isRequestsAnswer(error) ? (error.problem === "gone" || error.problem === "refused" ? "error" : error.problem) : "offline";

function useRequests(access: RequestsAccess, kept: KeptRequests, opened: string | undefined) {
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

export default function RequestsScreen(props: {
  access: RequestsAccess;
  /** One request alone, opened by its address. */
  id?: string | undefined;
  /** The place of the "Alerts on this phone" button (admin/alerts/owner-alerts.ts), above the list. */
  alerts?: ReactNode;
  storage?: Storage;
}) {
  const [kept] = useState(() => keptRequests(props.storage ?? localStorage));
  const { loaded, requests, saves, problem, busy, said, setSaid, older, setChange, retry, client, now } = useRequests(
    props.access,
    kept,
    props.id,
  );
  const shown = props.id ? requests?.filter((each) => each.id === props.id) : requests;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-forest-900">{requestWords.quoteRequests}</h1>
      {props.alerts}
      {said ? <Notice notice={said} onDiscard={() => undefined} onClose={() => setSaid(undefined)} /> : null}
      {problem === "offline" ? (
        <p role="status" className="rounded-xl border-l-8 border-sun-500 bg-sun-300/40 p-4 text-base font-semibold text-forest-950">
          {loaded ? requestWords.offlineKept(whenReceived(new Date(loaded.at).toISOString(), now)) : requestWords.offlineNothingKept}
        </p>
      ) : null}
      {problem && problem !== "offline" ? (
        <div role="status" className="grid gap-3 rounded-xl border-l-8 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-900">
          <p>{problemWords[problem]}</p>
          {problem === "error" ? (
            <button type="button" className={`${buttonClass} justify-self-start`} onClick={retry}>
              {requestWords.tryAgain}
            </button>
          ) : null}
        </div>
      ) : null}
      {busy === "first" ? <p className="text-base text-slate-700">{loaded ? requestWords.checking : requestWords.opening}</p> : null}
      {!props.id && loaded ? (
        <>
          <p className="text-base text-slate-700">{requests?.length ? requestWords.newestFirst : requestWords.none}</p>
          {loaded.notEmailed > 0 ? (
            <p className="text-base font-semibold text-forest-950">{requestWords.notEmailedCount(loaded.notEmailed)}</p>
          ) : null}
        </>
      ) : null}
      {props.id && loaded && shown?.length === 0 && !busy ? <p className="text-base">{requestWords.notFound}</p> : null}
      {props.id ? (
        <a className={`${buttonClass} justify-self-start`} href="#/requests">
          {requestWords.allRequests}
        </a>
      ) : null}
      <ul className="grid gap-4">
        {shown?.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              linked={!props.id}
              saved={saves[request.id]}
              onChange={(asked) => setChange(request.id, asked)}
              client={client}
              now={now}
            />
          </li>
        ))}
      </ul>
      {!props.id && loaded?.next && problem !== "offline" ? (
        <button type="button" className={buttonClass} disabled={busy !== undefined} onClick={() => void older()}>
          {busy === "older" ? requestWords.loadingOlder : requestWords.showOlder}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The owner's quote requests (#/requests; one alone at #/requests/<id>, where a phone's alert opens),
 * loaded with the editor's screen only when opened. Newest first, fifty at a time with "Show older
 * requests": only the pages loaded are drawn, however long the list. Without a connection, the list
 * last loaded (./requests-kept.ts), said to be possibly out of date; a status or note set then is
 * kept on the phone and saved when the connection is back. A refused sign-in brings the editor's
 * sign-in back, as a publish does; an account that cannot see the list is told so. What it shows is
 * here; the loading, the keeping and the sending are ./use-requests.ts's.
 */
import { useState, type ReactNode } from "react";
import type { RequestsAccess } from "../next/backend-choice.ts";
import { requestWords } from "./request-words.ts";
import { buttonClass } from "../next/form-parts.ts";
import { Notice } from "../next/notice.tsx";
import { RequestCard } from "./request-card.tsx";
import { keptRequests } from "./requests-kept.ts";
import { RequestsProblemNotice } from "./requests-problem-notice.tsx";
import { useRequests } from "./use-requests.ts";

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
      <RequestsProblemNotice problem={problem} loadedAt={loaded?.at} now={now} retry={retry} />
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

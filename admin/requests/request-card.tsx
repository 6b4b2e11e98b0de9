/**
 * One quote request as the owner reads it on a phone: who, where, what and how soon, when it came in
 * Queensland's time, the message and photos; Call, Text, Map and Email, one tap each; where the owner
 * is with it (New, Called, Quoted, Won, Lost) and a note, each saved as it is set.
 */
import { useState } from "react";
import { requestStatuses, type OwnerRequest, type RequestChange } from "#app/quote/owner-requests.ts";
import { requestWords } from "./request-words.ts";
import { buttonClass, inputClass } from "../next/form-parts.ts";
import { RequestPhotos } from "./request-photos.tsx";
import type { RequestsClient } from "./requests-client.ts";
import { whenReceived } from "./when-received.ts";

/** How a change the owner made is going: being sent, taken, kept on the phone until online, or refused (with what was typed). */
export type SaveState = { state: "saving" | "saved" | "kept" } | { state: "refused" | "error"; note?: string; gone?: boolean };

const actionClass =
  "inline-flex min-h-12 min-w-16 flex-1 items-center justify-center rounded-lg bg-forest-700 px-3 text-base font-semibold text-white hover:bg-forest-800";

const requestHash = (id: string) => `#/requests/${encodeURIComponent(id)}`;

/** Google Maps' search for the address, which opens the Maps app on a phone. */
const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function savedWords(saved: SaveState) {
  if (saved.state === "saving") return requestWords.saving;
  if (saved.state === "saved") return requestWords.saved;
  if (saved.state === "kept") return requestWords.keptUntilOnline;
  if (saved.state === "error") return requestWords.changeError;
  return "gone" in saved && saved.gone ? requestWords.changeGone : requestWords.changeRefused;
}

function Note(props: { note: string; onSave: (note: string) => void; id: string }) {
  const [draft, setDraft] = useState(props.note);
  // The note as saved, followed while the owner has not typed over it.
  const [from, setFrom] = useState(props.note);
  if (props.note !== from) {
    setFrom(props.note);
    if (draft === from) setDraft(props.note);
  }
  const field = `note-${props.id}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={field} className="text-base font-semibold text-slate-700">
        {requestWords.note}
      </label>
      <textarea
        id={field}
        className={inputClass}
        rows={2}
        maxLength={2000}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {draft !== props.note ? (
        <button type="button" className={`${buttonClass} justify-self-start`} onClick={() => props.onSave(draft)}>
          {requestWords.saveNote}
        </button>
      ) : null}
    </div>
  );
}

export function RequestCard(props: {
  request: OwnerRequest;
  /** In the list: the name opens it on its own. */
  linked: boolean;
  saved: SaveState | undefined;
  onChange: (change: RequestChange) => void;
  client: RequestsClient | undefined;
  now: number;
}) {
  const { request, saved } = props;
  const name = `${request.firstName} ${request.lastName}`.trim();
  const what = [request.locality, request.serviceLabel, request.urgencyLabel].filter(Boolean).join(" · ");
  return (
    <article className="grid gap-3 rounded-xl border-2 border-forest-100 bg-white p-4 shadow-sm" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-forest-900">
          {props.linked ? (
            <a href={requestHash(request.id)} className="inline-flex min-h-12 items-center underline-offset-4 hover:underline">
              {name}
            </a>
          ) : (
            name
          )}
        </h2>
        {request.emergency ? (
          <span className="rounded-full bg-red-700 px-3 py-1 text-base font-bold text-white uppercase">{requestWords.emergency}</span>
        ) : null}
      </div>
      <p className="text-lg font-semibold text-slate-800">{what}</p>
      <p className="text-base text-slate-600">
        <time dateTime={request.receivedAt}>{whenReceived(request.receivedAt, props.now)}</time>
      </p>
      {request.emailed ? null : (
        <p className="rounded-md bg-sun-300/40 px-3 py-2 text-base font-medium text-forest-950">{requestWords.notEmailed}</p>
      )}
      <p className="text-base break-words whitespace-pre-line text-slate-900">{request.message}</p>
      <RequestPhotos id={request.id} count={request.photoCount} name={name} client={props.client} />
      <div className="flex flex-wrap gap-2">
        <a className={actionClass} href={`tel:${request.phoneDial}`} aria-label={requestWords.callWho(name, request.phone)}>
          {requestWords.call}
        </a>
        <a className={actionClass} href={`sms:${request.phoneDial}`} aria-label={requestWords.textWho(name, request.phone)}>
          {requestWords.text}
        </a>
        <a
          className={actionClass}
          href={mapLink(request.address)}
          target="_blank"
          rel="noreferrer"
          aria-label={requestWords.mapOf(request.address)}
        >
          {requestWords.map}
        </a>
        {request.email ? (
          <a
            className={actionClass}
            href={`mailto:${request.email}?subject=${encodeURIComponent(requestWords.emailSubject)}`}
            aria-label={requestWords.emailWho(name, request.email)}
          >
            {requestWords.email}
          </a>
        ) : null}
      </div>
      <p className="text-base text-slate-700">
        {request.phone} · {request.address}
        {request.email ? ` · ${request.email}` : ""}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-base font-semibold text-slate-700">{requestWords.status}</legend>
        <div className="flex flex-wrap gap-2">
          {requestStatuses.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={request.status === status}
              onClick={() => request.status !== status && props.onChange({ status })}
              className={`${buttonClass} aria-pressed:bg-forest-700 aria-pressed:text-white`}
            >
              {requestWords.statuses[status]}
            </button>
          ))}
        </div>
      </fieldset>
      <Note key={request.id} id={request.id} note={request.note} onSave={(note) => props.onChange({ note })} />
      {saved ? (
        <div
          role="status"
          className={
            saved.state === "refused" || saved.state === "error" ? "text-base font-semibold text-red-800" : "text-base text-slate-700"
          }
        >
          <p>{savedWords(saved)}</p>
          {"note" in saved && saved.note ? <p className="whitespace-pre-line">{requestWords.yourNoteWas(saved.note)}</p> : null}
        </div>
      ) : null}
    </article>
  );
}

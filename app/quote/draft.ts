/**
 * The visitor's unsent request, kept for this browser tab so a reload or a detour loses nothing:
 * what they typed, and the request id its first press of Send gave it, kept across its retries.
 */
const DRAFT_KEY = "quote-request-draft";

export interface Draft {
  values: Record<string, string>;
  requestId?: string;
}

export function loadDraft(): Draft {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "null");
    if (!parsed || typeof parsed !== "object") return { values: {} };
    const { values, requestId } = parsed as Partial<Draft>;
    const strings = Object.entries(values ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return { values: Object.fromEntries(strings), requestId: typeof requestId === "string" ? requestId : undefined };
  } catch {
    return { values: {} }; // storage blocked or corrupt: start empty
  }
}

/** Kept only while there is something to keep: a form sent and emptied (or never touched) leaves nothing behind. */
export function saveDraft(draft: Draft): void {
  if (!draft.requestId && Object.values(draft.values).every((value) => value === "")) return clearDraft();
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

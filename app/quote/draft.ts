/** The visitor's unsent request, kept for this browser tab so a reload or a detour loses nothing. */
const DRAFT_KEY = "quote-request-draft";

export type Draft = Record<string, string>;

export function loadDraft(): Draft | undefined {
  try {
    const saved = window.sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = saved ? JSON.parse(saved) : undefined;
    if (!parsed || typeof parsed !== "object") return undefined;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return undefined; // storage blocked or corrupt: start empty
  }
}

export function saveDraft(draft: Draft): void {
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

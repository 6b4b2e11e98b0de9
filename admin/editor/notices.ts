/**
 * Short messages for the owner at the foot of the editor: how publishing went, what happened to a
 * photo. Plain DOM, styled in admin/index.html; a notice that needs acting on is an alert, the rest
 * are read out politely by screen readers.
 */
import { decapCms } from "./decap-cms.ts";

export type NoticeTone = "progress" | "done" | "warning" | "problem";

export interface Notice {
  tone: NoticeTone;
  /** The first line, in bold. */
  title: string;
  /** What to do, or the detail; kept as written, line breaks and all. */
  text?: string;
  link?: { href: string; label: string };
  /** Buttons that act on it: "Put back Business facts as published at 3:42 pm today". */
  actions?: { label: string; run: () => void }[];
}

/** The notices' place, a polite live region from the start, so what is added to it is read out. */
export function noticeStack(): HTMLElement {
  const existing = document.getElementById("owner-notices");
  if (existing) return existing;
  const element = Object.assign(document.createElement("div"), { id: "owner-notices" });
  element.setAttribute("aria-live", "polite");
  document.body.append(element);
  return element;
}

/** What each dismissed notice said, by its id: the same words are not shown again until something new happens. */
const dismissed = new Map<string, string>();
const wordsOf = (notice: Notice) => `${notice.tone}\n${notice.title}\n${notice.text ?? ""}`;

/** Something new: notices dismissed before may show again. */
export const forgetDismissed = () => dismissed.clear();

/** Each press of Publish or Delete is something new; registered before the checks that may refuse it, so a refusal always shows. */
export function forgetDismissedOnEveryPress() {
  for (const name of ["preSave", "preUnpublish"] as const) decapCms().registerEventListener({ name, handler: forgetDismissed });
}

/** Shows (or replaces) the notice named `id`; not if the owner dismissed it saying the same. */
export function showNotice(id: string, notice: Notice) {
  if (dismissed.get(id) === wordsOf(notice)) return;
  dismissed.delete(id);
  const element = document.getElementById(`notice-${id}`) ?? document.createElement("section");
  element.id = `notice-${id}`;
  element.className = `owner-notice owner-notice-${notice.tone}`;
  // What needs acting on interrupts; the rest waits its turn in the live region.
  if (notice.tone === "warning" || notice.tone === "problem") element.setAttribute("role", "alert");
  else element.removeAttribute("role");
  const title = Object.assign(document.createElement("p"), { className: "owner-notice-title", textContent: notice.title });
  const parts: HTMLElement[] = [title];
  if (notice.text) parts.push(Object.assign(document.createElement("p"), { className: "owner-notice-text", textContent: notice.text }));
  if (notice.link)
    parts.push(Object.assign(document.createElement("a"), { href: notice.link.href, textContent: notice.link.label, target: "_blank" }));
  for (const action of notice.actions ?? []) {
    const button = Object.assign(document.createElement("button"), {
      type: "button",
      className: "owner-notice-action",
      textContent: action.label,
    });
    button.addEventListener("click", action.run);
    parts.push(button);
  }
  const dismiss = Object.assign(document.createElement("button"), {
    type: "button",
    className: "owner-notice-dismiss",
    textContent: "Dismiss",
  });
  dismiss.addEventListener("click", () => {
    dismissed.set(id, wordsOf(notice));
    element.remove();
  });
  element.replaceChildren(...parts, dismiss);
  if (!element.isConnected) noticeStack().append(element);
  // Good news need not stay over the editor; a warning or a problem stays until dismissed.
  if (notice.tone === "done")
    setTimeout(() => element.isConnected && element.className.endsWith("-done") && element.remove(), DONE_SHOWN_MS);
}

/** How long "published" stays on screen. */
const DONE_SHOWN_MS = 20_000;

export const clearNotice = (id: string) => document.getElementById(`notice-${id}`)?.remove();

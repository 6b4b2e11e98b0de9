/**
 * Tells the visitor that a quote request kept on this phone could not be sent after all
 * (app/quote/kept-failures.ts). Loaded by register-sw.ts only when there is one to tell, on every
 * page but /contact. Fills the notice's live region from its prerendered card
 * (components/layout/unsent-request-notice.tsx), which already has the call button and the link to
 * the form: only the day is written here. Dismissed, the record goes, and the next one, if any, shows.
 */
import { keptFailureNoticeId } from "#app/quote/kept-failure-names.ts";
import { forgetFailure, readFailures } from "#app/quote/kept-failures.ts";
import { onKeptRequestSettled } from "#app/quote/kept-requests.ts";
import { dayOf, keptFailureCopy } from "#app/words-in-code/kept-failure-copy.ts";

const region = document.getElementById(keptFailureNoticeId);
const card = document.getElementById(`${keptFailureNoticeId}-card`);
let shown: string | undefined;

async function show() {
  if (!region || !(card instanceof HTMLTemplateElement)) return;
  const [failure] = await readFailures().catch(() => []);
  if (failure?.requestId === shown) return;
  shown = failure?.requestId;
  if (!failure) return region.replaceChildren();
  const notice = card.content.cloneNode(true) as DocumentFragment;
  notice.querySelector("[data-headline]")!.textContent = keptFailureCopy.headline(dayOf(failure.madeAt, Date.now()));
  notice.querySelector("[data-dismiss]")!.addEventListener("click", () => {
    region.replaceChildren();
    // The button is gone: the keyboard carries on from the page's content, not from the top.
    document.getElementById("main")?.focus({ preventScroll: true });
    void forgetFailure(failure.requestId).then(show, () => undefined);
  });
  region.replaceChildren(notice);
}

void show();
onKeptRequestSettled((message) => message.type === "quote-failed" && void show());

/**
 * On every page: installs the service worker (app/browser/sw.ts), which keeps visited pages for
 * offline use and sends quote requests kept on the device. Each visit, and each time the
 * connection returns, asks it to send what it keeps, for browsers without Background Sync.
 * Where the page has the notice's place (every page but /contact), it loads the notice's script
 * when the worker has given up on a kept request: one look in Cache Storage, and the worker's word.
 */
import { serviceWorkerPath } from "#app/site/paths.ts";
import { whenSettled } from "#app/browser/when-settled.ts";
import { KEPT_FAILURES, keptFailureNoticeId } from "#app/quote/kept-failure-names.ts";
import { sendKeptRequests } from "#app/quote/kept-requests.ts";

/** The hashed URL of the notice's script, bundled before this one (scripts/build/vite-client-entries.ts). */
declare const ENTRY_URL_KEPT_FAILURE_NOTICE: string;

let noticeLoaded = false;
// A script element, as the page's own scripts are added: an import() would bring Vite's preload helper along.
function loadNotice() {
  if (noticeLoaded) return;
  noticeLoaded = true;
  const script = document.createElement("script");
  script.type = "module";
  script.src = ENTRY_URL_KEPT_FAILURE_NOTICE;
  document.body.append(script);
}

// Once the page has loaded and its main thread is idle (this module itself starts after the page's
// other scripts): installing the worker beside the quote form's hydration held the form up
// (Lighthouse TBT on /contact, median of 5: 76 ms, now 26 ms, as without any script).
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  whenSettled(() => void navigator.serviceWorker.register(serviceWorkerPath).then(sendKeptRequests, () => undefined));
  addEventListener("online", sendKeptRequests);
  if (document.getElementById(keptFailureNoticeId)) {
    caches.has(KEPT_FAILURES).then(
      (found) => found && loadNotice(),
      () => undefined,
    );
    navigator.serviceWorker.addEventListener(
      "message",
      (event) => (event.data as { type?: string } | null)?.type === "quote-failed" && loadNotice(),
    );
  }
}

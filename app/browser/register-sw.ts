/**
 * On every page: installs the service worker (app/browser/sw.ts), which keeps visited pages for
 * offline use and sends quote requests kept on the device. Each visit, and each time the
 * connection returns, asks it to send what it keeps, for browsers without Background Sync.
 */
import { serviceWorkerPath } from "#app/paths.ts";
import { whenSettled } from "#app/browser/when-settled.ts";
import { sendKeptRequests } from "#app/quote/kept-requests.ts";

// Once the page has loaded and its main thread is idle (this module itself starts after the page's
// other scripts): installing the worker beside the quote form's hydration held the form up
// (Lighthouse TBT on /contact, median of 5: 76 ms, now 26 ms, as without any script).
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  whenSettled(() => void navigator.serviceWorker.register(serviceWorkerPath).then(sendKeptRequests, () => undefined));
  addEventListener("online", sendKeptRequests);
}

/**
 * On every page: installs the service worker (app/browser/sw.ts), which keeps visited pages for
 * offline use and sends quote requests kept on the device. Each visit, and each time the
 * connection returns, asks it to send what it keeps, for browsers without Background Sync.
 */
import { serviceWorkerPath } from "#app/paths.ts";
import { sendKeptRequests } from "#app/quote/kept-requests.ts";

if ("serviceWorker" in navigator && import.meta.env.PROD) {
  void navigator.serviceWorker.register(serviceWorkerPath).then(sendKeptRequests, () => undefined);
  addEventListener("online", sendKeptRequests);
}

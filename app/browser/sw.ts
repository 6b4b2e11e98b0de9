/// <reference lib="webworker" />
/**
 * The service worker. Pages: network first, so a new deploy is never hidden behind a stale copy;
 * the pages a visitor opened, and home, /contact and /storm-cleanup, stay available offline, and
 * any other page offline gets the short offline page. Hashed assets: cache first. Quote requests
 * the form could not send for want of a connection are kept in Workbox's background sync queue
 * (IndexedDB) and sent once when the connection returns; one it gives up on is recorded on the device
 * (app/quote/kept-failures.ts) so the visitor is told on the next page they open. The send
 * endpoint is never cached.
 */
import { Queue } from "workbox-background-sync";
import { ExpirationPlugin } from "workbox-expiration";
import { warmStrategyCache } from "workbox-recipes";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { counted, countEvent, sendCount, type CounterTarget } from "#app/counts/count-event.ts";
import { failureOf, recordFailure } from "#app/quote/kept-failures.ts";
import type { FromWorker, ToWorker } from "#app/quote/kept-requests.ts";
import { toFormData } from "#app/quote/payload.ts";
import { KEPT_REQUEST_DAYS, MAX_QUEUED_ATTEMPTS, verdictFor } from "#app/quote/retry-rules.ts";
import { outcomeOf, wait } from "#app/quote/send.ts";
import { filePaths, offlinePages, paths } from "#app/site/paths.ts";

declare const self: ServiceWorkerGlobalScope;
/** The hashed stylesheet and page scripts of this build (scripts/build/vite-client-entries.ts). */
declare const SW_PRECACHE_ASSETS: string[];
/** Where quote requests that arrive are counted, or null while counting is off (scripts/build/vite-client-entries.ts). */
declare const SITE_COUNTER: CounterTarget | null;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** The owner's editor is not part of the site: always from the network, never kept. */
const isEditor = (url: URL) => url.pathname === paths.admin || url.pathname.startsWith(`${paths.admin}/`);

const pages = new NetworkFirst({ cacheName: "pages", plugins: [new ExpirationPlugin({ maxEntries: 60 })] });
const assets = new CacheFirst({ cacheName: "assets", plugins: [new ExpirationPlugin({ maxEntries: 40 })] });
const files = new StaleWhileRevalidate({ cacheName: "files" });

registerRoute(({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !isEditor(url), pages);
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith(paths.fragments), pages);
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith(paths.assets), assets);
registerRoute(
  ({ request, url }) => sameOrigin(url) && !isEditor(url) && ["image", "manifest", "font"].includes(request.destination),
  files,
);

warmStrategyCache({ urls: [...offlinePages], strategy: pages });
warmStrategyCache({ urls: SW_PRECACHE_ASSETS, strategy: assets });
warmStrategyCache({ urls: [filePaths.iconSprite, filePaths.heroArt, filePaths.favicon], strategy: files });

setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  return (await caches.match(paths.offline, { cacheName: "pages" })) ?? Response.error();
});

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/* ---------- Quote requests kept for later ---------- */

const hasBackgroundSync = "sync" in self.registration;
const quotes = new Queue("quote-requests", {
  maxRetentionTime: KEPT_REQUEST_DAYS * 24 * 60, // minutes
  onSync: async () => {
    // Without Background Sync (Firefox, Safari) Workbox calls this from the constructor above, each
    // time the worker starts: wait for this module to finish, so `quotes` and `sendKept` exist.
    await Promise.resolve();
    const result = await sendKept();
    // Only a browser with Background Sync catches this and syncs again later; elsewhere it would be
    // an unhandled rejection, and the next page or `online` event sends instead.
    if (result === "kept" && hasBackgroundSync) throw new Error("Still no connection: the browser will sync again");
  },
});
async function tell(message: FromWorker) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  // A service worker's Client.postMessage takes no target origin: its clients are its own origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  for (const client of windows) client.postMessage(message);
}

async function keep({ url, requestId, entries, source }: Extract<ToWorker, { type: "keep-quote" }>) {
  const already = (await quotes.getAll()).some((entry) => entry.metadata?.["requestId"] === requestId);
  if (already) return; // pressed again while still offline: one request, one quote
  const request = new Request(url, { method: "POST", body: toFormData(entries) });
  await quotes.pushRequest({ request, metadata: { requestId, attempts: 0, ...(source && { source }) } });
}

/** A kept request that has arrived is counted once, with the page it came from (docs/decisions/0031). */
function countArrived(source: unknown) {
  if (SITE_COUNTER && typeof source === "string")
    sendCount(SITE_COUNTER, countEvent(SITE_COUNTER, counted.quote, self.location.origin, source));
}

type Entry = NonNullable<Awaited<ReturnType<Queue["shiftRequest"]>>>;

/**
 * Refused, or busy too often: recorded on the device first, so the next page the
 * visitor opens tells them even if none is open now, then every open page is told. Never counted.
 */
async function giveUp(entry: Entry, requestId: string) {
  const failure = failureOf(requestId, entry.timestamp ?? Date.now(), await entry.request.clone().formData());
  await recordFailure(failure).catch(() => undefined); // storage full or blocked: the open pages are still told
  await tell({ type: "quote-failed", failure });
}

/** Sends what is kept, one at a time; stops at the first that meets no connection or a busy server. */
async function sendAll(): Promise<"done" | "kept"> {
  for (let entry = await quotes.shiftRequest(); entry; entry = await quotes.shiftRequest()) {
    const request = entry.request;
    const requestId = String(entry.metadata?.["requestId"]);
    const answered = Number(entry.metadata?.["attempts"] ?? 0);
    const outcome = await outcomeOf((signal) => fetch(request.clone(), { signal }));
    const verdict = verdictFor(outcome, answered + 1, MAX_QUEUED_ATTEMPTS);
    if (verdict === "sent") {
      countArrived(entry.metadata?.["source"]);
      await tell({ type: "quote-sent", requestId });
    } else if (verdict === "failed") await giveUp(entry, requestId);
    else {
      // Only a busy server's answer counts toward giving up: no connection is what the queue waits out.
      const attempts = verdict === "retry" ? answered + 1 : answered;
      await quotes.unshiftRequest({ ...entry, metadata: { ...entry.metadata, attempts } });
      return "kept";
    }
  }
  return "done";
}

/**
 * `online` fires, and pages open, a moment before the connection may carry anything (a phone
 * rejoining the network): a round that keeps a request is tried again shortly, a few times.
 */
const AGAIN_AFTER_MS = [2000, 5000, 10_000];

async function sendSoon(): Promise<"done" | "kept"> {
  let result = await sendAll();
  for (const delay of AGAIN_AFTER_MS) {
    if (result === "done") break;
    await wait(delay);
    result = await sendAll();
  }
  return result;
}

/** One sending round at a time, however many tabs ask: each request is sent once. */
let sending: Promise<"done" | "kept"> | undefined;
const sendKept = () => (sending ??= sendSoon().finally(() => (sending = undefined)));

self.addEventListener("message", (event) => {
  const message = event.data as ToWorker;
  const reply = (answer: unknown) => event.ports[0]?.postMessage(answer);
  if (message.type === "keep-quote") {
    // Kept, then tried again at once and after 2, 5 and 10 s: the failure may have been a moment's.
    event.waitUntil(
      keep(message).then(
        () => (reply(true), sendKept().catch(() => undefined)),
        () => reply(false),
      ),
    );
  } else if (message.type === "send-kept-quotes") {
    event.waitUntil(sendKept().catch(() => undefined));
  } else if (message.type === "kept-quotes") {
    event.waitUntil(quotes.getAll().then((entries) => reply(entries.map((entry) => String(entry.metadata?.["requestId"])))));
  }
});

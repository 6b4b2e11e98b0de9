/**
 * The editor's service worker (scope /admin, registered when the owner turns on alerts:
 * ./owner-alerts.ts). Each push from the site (worker/push/alert-owner.ts) shows a notification,
 * as Chrome and Safari require of every push; a tap on one brings the editor forward on that
 * request, or opens it. It handles no fetch: the editor loads from the network as before.
 * Bundled on its own into /admin-sw.js (scripts/build/editor-alerts-files.ts, bundleAlertsWorker).
 */
import { filePaths } from "#app/site/paths.ts";
import type { OwnerAlert } from "#app/quote/owner-requests.ts";
import { ALERTS_SCOPE } from "./alert-paths.ts";

// The parts of the service worker's scope used here, typed apart from the DOM's (the project's
// TypeScript has the DOM's types, not the WebWorker ones).
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface AlertsWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEventLike) => void): void;
}
declare const self: AlertsWorkerScope;

const inEditor = (url: URL) =>
  url.origin === self.location.origin && (url.pathname === ALERTS_SCOPE || url.pathname.startsWith(`${ALERTS_SCOPE}/`));

/** The editor's address a notification opens: the one it carries if it is the editor's, else the editor itself. */
function editorAddress(url: unknown): string {
  try {
    const address = new URL(String(url), self.location.origin);
    if (inEditor(address)) return address.href;
  } catch {
    // not an address: the editor itself
  }
  return new URL(ALERTS_SCOPE, self.location.origin).href;
}

const text = (value: unknown, otherwise: string) => (typeof value === "string" && value ? value : otherwise);

/** The push's alert; one that cannot be read still says a request came (a push must show something). */
function alertOf(data: PushEventLike["data"]): OwnerAlert {
  const fallback = {
    title: "New quote request",
    body: "Open your editor to see it.",
    url: `${ALERTS_SCOPE}#/requests`,
    id: "quote-request",
  };
  try {
    const alert = data?.json() as Partial<OwnerAlert> | undefined;
    return {
      title: text(alert?.title, fallback.title),
      body: text(alert?.body, fallback.body),
      url: text(alert?.url, fallback.url),
      id: text(alert?.id, fallback.id),
    };
  } catch {
    return fallback;
  }
}

self.addEventListener("push", (event) => {
  const alert = alertOf(event.data);
  // Tagged by request: the same request pushed twice shows once.
  const options: NotificationOptions = { body: alert.body, tag: alert.id, data: { url: alert.url }, icon: filePaths.icon192 };
  event.waitUntil(self.registration.showNotification(alert.title, options));
});

/** The open editor brought forward on `url`, or a new one opened there. */
async function openEditor(url: string) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const editor = windows.find((client) => inEditor(new URL(client.url)));
  if (editor) {
    try {
      await editor.focus();
      await editor.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be moved: a new one instead.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  event.waitUntil(openEditor(editorAddress(url)));
});

// A new version takes over at once, and the editor's open windows with it, so a tap can move them.
self.addEventListener("install", (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

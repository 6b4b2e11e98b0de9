/**
 * Quote requests kept on the device while there is no connection: the page hands them to the
 * service worker (app/browser/sw.ts), which stores them in IndexedDB through Workbox's background
 * sync queue and sends each once when the connection returns. These are the messages between them.
 */
import type { KeptFailure } from "#app/quote/kept-failures.ts";
import type { PayloadEntry } from "#app/quote/payload.ts";

export type ToWorker =
  | {
      type: "keep-quote";
      url: string;
      requestId: string;
      entries: PayloadEntry[];
      /** While counting is on: the page the visitor came to the form from, counted with the request when it arrives. */
      source?: string;
    }
  | { type: "send-kept-quotes" }
  | { type: "kept-quotes" };

export type FromWorker =
  | { type: "quote-sent"; requestId: string }
  /** Given up (refused, or too many tries), and recorded: the visitor is told, their words come back. */
  | { type: "quote-failed"; failure: KeptFailure };

/** Asks the active service worker something and waits for its answer on a private channel. */
async function ask<T>(message: ToWorker, timeoutMs = 5000): Promise<T | undefined> {
  if (!("serviceWorker" in navigator) || !(await navigator.serviceWorker.getRegistration())) return undefined;
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
  const worker = registration?.active;
  if (!worker) return undefined;
  const channel = new MessageChannel();
  const answer = new Promise<T>((resolve) =>
    channel.port1.addEventListener("message", (event) => resolve(event.data as T), { once: true }),
  );
  channel.port1.start();
  worker.postMessage(message, [channel.port2]);
  return Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Hands a request to the service worker to keep; true once it is stored on the device. */
export async function keepForLater(url: string, requestId: string, entries: PayloadEntry[], source?: string): Promise<boolean> {
  return (await ask<boolean>({ type: "keep-quote", url, requestId, entries, source }).catch(() => undefined)) === true;
}

/** The ids of requests kept on the device and not yet sent. */
export async function keptRequestIds(): Promise<string[]> {
  return (await ask<string[]>({ type: "kept-quotes" }).catch(() => undefined)) ?? [];
}

/** Asks the service worker to send what it keeps now (the connection is back, or a page opened). */
export function sendKeptRequests(): void {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: "send-kept-quotes" } satisfies ToWorker),
  );
}

/** Calls back when the service worker has sent, or given up on, a kept request. */
export function onKeptRequestSettled(callback: (message: FromWorker) => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as Partial<FromWorker> | undefined;
    if (data?.type === "quote-sent" || data?.type === "quote-failed") callback(data as FromWorker);
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}

/**
 * The owner's alerts on this phone, for the editor's button (loaded when the owner's list shows it,
 * never before the first form): whether they can be had, are on or off, and turning them on or
 * off with the sign-in the editor holds. Turning on asks the phone's permission, installs the
 * editor's service worker (./alerts-worker.ts), subscribes with the site's public key and gives
 * the site the subscription (POST /api/owner/push-subscriptions); the site then pushes each new
 * request to it (worker/push/alert-owner.ts). Each outcome has its words for the owner.
 */
import { ownerApi } from "#app/quote/owner-requests.ts";
import { ALERTS_SCOPE, ALERTS_WORKER_PATH } from "./alert-paths.ts";

export type AlertsState = "unsupported" | "add-to-home-screen" | "refused" | "off" | "on";
export type AlertsOutcome = AlertsState | "dismissed" | "signed-out" | "not-allowed" | "failed" | "off-failed";

/** What the editor says after each outcome, in the owner's words. */
export const alertsWords: Record<AlertsOutcome, string> = {
  unsupported:
    "This browser cannot show alerts. On an iPhone, update to iOS 16.4 or later and add your editor to the Home Screen; on an Android phone, open your editor in Chrome.",
  "add-to-home-screen":
    "On an iPhone, add your editor to the Home Screen first (iOS 16.4 or later): tap Share, then Add to Home Screen, open your editor from its new icon and tap Turn on alerts there.",
  refused:
    "This phone is set to refuse your editor's notifications. Allow them in the phone's settings (on an iPhone: Settings, Notifications, your editor), then tap Turn on alerts again.",
  dismissed: "Alerts are still off: tap Turn on alerts again and choose Allow.",
  off: "Alerts are off. Turn them on to hear of each new quote request within a minute.",
  on: "Alerts are on: this phone shows each new quote request within a minute, with the name, suburb and service. Tap one to open that request.",
  "signed-out": "Your sign-in has ended. Sign in again, then tap Turn on alerts.",
  "not-allowed": "This account cannot publish the site, so it cannot have its alerts.",
  failed: "Alerts could not be turned on: check the connection and try again.",
  "off-failed": "Alerts could not be turned off: check the connection and try again.",
};

/** The button's own words for each state it can be in. */
export const alertsButton = { turnOn: "Turn on alerts", turnOff: "Turn off alerts" } as const;

const standalone = () =>
  matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
/** An iPhone or iPad (an iPad's Safari calls itself a Mac with a touch screen). */
const apple = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** Why this browser cannot have alerts, if it cannot: Safari on an iPhone has them only from the Home Screen. */
function cannot(): "unsupported" | "add-to-home-screen" | undefined {
  if (apple() && !standalone()) return "add-to-home-screen";
  if (!("serviceWorker" in navigator) || !("PushManager" in globalThis) || !("Notification" in globalThis)) return "unsupported";
  return undefined;
}

/** The editor's own registration, not the site's (whose scope, /, covers /admin too). */
async function alertsRegistration() {
  const registration = await navigator.serviceWorker.getRegistration(ALERTS_SCOPE);
  return registration && new URL(registration.scope).pathname === ALERTS_SCOPE ? registration : undefined;
}

export async function alertsState(): Promise<AlertsState> {
  const reason = cannot();
  if (reason) return reason;
  if (Notification.permission === "denied") return "refused";
  const subscription = await (await alertsRegistration())?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** The worker installed and active: a subscription needs an active worker. */
async function activeRegistration() {
  const registration = await navigator.serviceWorker.register(ALERTS_WORKER_PATH, { scope: ALERTS_SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker)
    await new Promise<void>((resolve, reject) =>
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
        if (worker.state === "redundant") reject(new Error("The alerts' worker did not install"));
      }),
    );
  return registration;
}

function keyBytes(base64url: string) {
  const binary = atob(base64url.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

const refusal = (status: number): AlertsOutcome | undefined => (status === 401 ? "signed-out" : status === 403 ? "not-allowed" : undefined);

/**
 * Turns alerts on for this phone, from the owner's tap on the button (Safari asks for permission
 * only from a tap, so that is asked first, before anything is awaited).
 */
export async function turnOnAlerts(authHeader: string): Promise<AlertsOutcome> {
  const reason = cannot();
  if (reason) return reason;
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "refused";
  if (permission !== "granted") return "dismissed";
  let subscription: PushSubscription | null = null;
  try {
    const registration = await activeRegistration();
    const keyAnswer = await fetch(ownerApi.pushKey, { headers: { Authorization: authHeader } });
    if (!keyAnswer.ok) return refusal(keyAnswer.status) ?? "failed";
    const key = keyBytes(((await keyAnswer.json()) as { publicKey: string }).publicKey);
    subscription = await registration.pushManager.getSubscription();
    // Made with another key (the site's keys changed): the site could not push to it.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const saved = await fetch(ownerApi.pushSubscriptions, {
      method: "POST",
      headers: { Authorization: authHeader, "Content-Type": "application/json" },
      body: JSON.stringify(subscription.toJSON()),
    });
    if (saved.ok) return "on";
    // Not kept by the site: off on the phone too, so the button says what is true.
    await subscription.unsubscribe();
    return refusal(saved.status) ?? "failed";
  } catch {
    await subscription?.unsubscribe().catch(() => undefined);
    return "failed";
  }
}

/** Turns alerts off for this phone: the site forgets the subscription, and the phone drops it. */
export async function turnOffAlerts(authHeader: string): Promise<AlertsOutcome> {
  try {
    const subscription = await (await alertsRegistration())?.pushManager.getSubscription();
    if (!subscription) return "off";
    // Unreached, the site still learns at the next request: the push service answers 410 for it.
    await fetch(ownerApi.pushSubscriptions, {
      method: "DELETE",
      headers: { Authorization: authHeader, "Content-Type": "application/json" },
      body: JSON.stringify(subscription.toJSON()),
    }).catch(() => undefined);
    await subscription.unsubscribe();
    return "off";
  } catch {
    return "off-failed";
  }
}

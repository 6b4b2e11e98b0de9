/**
 * The owner alerted on the phone within a minute of each new quote request: a Web Push message to
 * every subscription the editor registered (push_subscriptions), saying who, where and what, and
 * opening that request in the editor. Run in the background of the request's answer (waitUntil):
 * it never throws, and logs no one's details.
 */
import type { OwnerAlert } from "#app/quote/owner-requests.ts";
import type { D1Database } from "../env.ts";
import { localityOf, serviceLabel } from "#app/quote/email-variables.ts";
import type { Option } from "#app/quote/field-specs.ts";
import { encryptPayload } from "./aes128gcm.ts";
import { fromBase64Url, textBytes } from "./base64url.ts";
import { vapidAuthorization, type VapidKeys } from "./vapid.ts";

/** The worker's bindings and variables the alert needs (the VAPID keys are secrets: docs/deploying.md). */
/** The keys are the Worker's secrets and VAPID_SUBJECT its variable; a site without them sends no alert (and says so). */
export interface PushEnv {
  DB: D1Database;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/** A browser's subscription, as PushSubscription.toJSON() gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the editor's service worker shows (admin/alerts/alerts-worker.ts reads the same shape). */

/** Kept by the push service for a day while the phone is off; after that the list has it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then will not: the other phones are not held up. */
const PUSH_TIMEOUT_MS = 10_000;
/** A notification shows two or three lines: the name, suburb and service fit. */
const BODY_MAX = 160;

/** The POST to the subscription's push service carrying `payload`, encrypted for it and signed as `vapid`. */
export async function pushRequest(subscription: PushSubscriptionJson, payload: string, vapid: VapidKeys): Promise<Request> {
  const body = await encryptPayload(textBytes(payload), fromBase64Url(subscription.keys.p256dh), fromBase64Url(subscription.keys.auth));
  return new Request(subscription.endpoint, {
    method: "POST",
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, vapid),
      TTL: String(PUSH_TTL_SECONDS),
      // Delivered at once even to a phone saving its battery (RFC 8030 §5.3).
      Urgency: "high",
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
    },
    body,
  });
}

interface RequestRow {
  request_id: string;
  first_name: string;
  last_name: string;
  address: string;
  service: string;
  urgency: string;
  pushed_at: string | null;
}

const shorten = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/** The alert for a stored request: its name, suburb and service label, worked out as the owner's email works them out. */
export function ownerAlert(row: Omit<RequestRow, "pushed_at">, services?: readonly Option[]): OwnerAlert {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    title: row.urgency === "emergency" ? "Emergency quote request" : "New quote request",
    body: shorten([name, localityOf(row.address), serviceLabel(row.service, services)].join(" · ")),
    url: `/admin#/requests/${encodeURIComponent(row.request_id)}`,
    id: row.request_id,
  };
}

type Sent = "delivered" | "gone" | "refused" | "unreached";

async function send(env: PushEnv, subscription: PushSubscriptionJson, payload: string, vapid: VapidKeys): Promise<Sent> {
  // A key that cannot sign fails every push alike: alertOwner says so once.
  const request = await pushRequest(subscription, payload, vapid);
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
    await response.body?.cancel();
    if (response.ok) return "delivered";
    // RFC 8030 §7.3: the subscription has expired or been removed; no message will ever reach it.
    if (response.status === 404 || response.status === 410) {
      await env.DB.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?").bind(subscription.endpoint).run();
      return "gone";
    }
    console.warn(`push alert: the push service answered ${response.status}`);
    return "refused";
  } catch (error) {
    console.warn(`push alert: no answer from a push service (${error instanceof Error ? error.name : "error"})`);
    return "unreached";
  }
}

/**
 * Alerts every subscribed phone of request `requestId`, once: a request already pushed is not pushed
 * again. Subscriptions whose push service says they are gone are deleted; `pushed_at` is set once
 * a push service has taken the message. `services`: the Service choices with their labels (the
 * Worker's site file); without, the build's.
 */
export async function alertOwner(env: PushEnv, requestId: string, services?: readonly Option[]): Promise<void> {
  try {
    const row = await env.DB.prepare(
      "SELECT request_id, first_name, last_name, address, service, urgency, pushed_at FROM quote_requests WHERE request_id = ?",
    )
      .bind(requestId)
      .first<RequestRow>();
    if (!row || row.pushed_at) return;
    const { results } = await env.DB.prepare("SELECT endpoint, p256dh, auth FROM push_subscriptions").all<{
      endpoint: string;
      p256dh: string;
      auth: string;
    }>();
    const payload = JSON.stringify(ownerAlert(row, services));
    if (results.length === 0) return;
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
    if (!publicKey || !privateKey || !subject) {
      console.warn("push alert: not sent: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY or VAPID_SUBJECT is not set (docs/deploying.md)");
      return;
    }
    const vapid = { publicKey, privateKey, subject };
    const sent = await Promise.all(
      results.map(({ endpoint, p256dh, auth }) => send(env, { endpoint, keys: { p256dh, auth } }, payload, vapid)),
    );
    if (sent.includes("delivered"))
      await env.DB.prepare("UPDATE quote_requests SET pushed_at = ? WHERE request_id = ?").bind(new Date().toISOString(), requestId).run();
  } catch (error) {
    console.warn(`push alert: not sent (${error instanceof Error ? error.message : "error"})`);
  }
}

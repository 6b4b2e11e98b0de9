/**
 * The owner's phones that take alerts: POST /api/owner/push-subscriptions with a browser's
 * `PushSubscription.toJSON()` keeps it (201), DELETE with the same body forgets it (204). Stored
 * only; the alerts are sent by ./push/.
 */
import type { Env } from "./env.ts";

interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const key = (value: unknown) => typeof value === "string" && /^[\w-]{16,200}$/.test(value);

/** A push service's endpoint is an https URL (http on this computer, for the stand-in); keys are base64url. */
function subscriptionIn(body: unknown): Subscription | undefined {
  const { endpoint, keys } = (body ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== "string" || endpoint.length > 2000 || !key(keys?.p256dh) || !key(keys?.auth)) return undefined;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== "https:" && !(url.protocol === "http:" && ["127.0.0.1", "localhost"].includes(url.hostname))) return undefined;
  } catch {
    return undefined;
  }
  return { endpoint, p256dh: keys!.p256dh as string, auth: keys!.auth as string };
}

export async function pushSubscriptions(request: Request, env: Env): Promise<Response> {
  if (request.method !== "POST" && request.method !== "DELETE")
    return new Response(null, { status: 405, headers: { Allow: "POST, DELETE", "Cache-Control": "no-store" } });
  const subscription = subscriptionIn(await request.json().catch(() => undefined));
  if (!subscription) return Response.json({ errors: { subscription: "PushSubscription.toJSON()" } }, { status: 400 });
  if (request.method === "DELETE") {
    await env.DB.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?1").bind(subscription.endpoint).run();
    return new Response(null, { status: 204 });
  }
  await env.DB.prepare(
    "INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?1, ?2, ?3, ?4) " +
      "ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth",
  )
    .bind(subscription.endpoint, subscription.p256dh, subscription.auth, new Date().toISOString())
    .run();
  return new Response(null, { status: 201 });
}

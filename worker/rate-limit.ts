/**
 * Quote requests one client address may have stored in an hour (REQUESTS_PER_HOUR, default 5),
 * counted in D1 under the address hashed with RATE_SALT: the address itself is never stored, and
 * old hours are deleted by the schedule (./schedule.ts).
 */
import { wholeNumber, type Env } from "./env.ts";

const DEFAULT_REQUESTS_PER_HOUR = 5;

/** "2026-12-08T10": the hour a count is for, in UTC. */
export const hourOf = (now: Date) => now.toISOString().slice(0, 13);

async function addressHash(address: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}\n${address}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts one request from the client; the seconds to wait when that is past the hour's limit.
 * Throws when D1 does (the caller answers 503).
 */
export async function secondsUntilAllowed(env: Env, request: Request, now = new Date()): Promise<number | undefined> {
  const address = request.headers.get("cf-connecting-ip") ?? "unknown";
  const hash = await addressHash(address, env.RATE_SALT ?? "");
  const row = await env.DB.prepare(
    "INSERT INTO request_counts (address_hash, hour, count) VALUES (?1, ?2, 1) " +
      "ON CONFLICT (address_hash, hour) DO UPDATE SET count = count + 1 RETURNING count",
  )
    .bind(hash, hourOf(now))
    .first<{ count: number }>();
  if ((row?.count ?? 0) <= wholeNumber(env.REQUESTS_PER_HOUR, DEFAULT_REQUESTS_PER_HOUR)) return undefined;
  const nextHour = new Date(`${hourOf(now)}:00:00Z`).getTime() + 3_600_000;
  return Math.max(1, Math.ceil((nextHour - now.getTime()) / 1000));
}

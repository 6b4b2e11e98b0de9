/**
 * What the Worker is given (wrangler.toml, `.dev.vars.example`): its bindings, its secrets and its
 * variables, and the small part of Cloudflare's runtime types it uses (D1, the assets, the
 * execution context), written here so the project needs no second set of global types.
 */
interface D1Result<Row = Record<string, unknown>> {
  results: Row[];
  meta: { changes: number };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  /** The statements in one transaction: all applied, or none. */
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
}

export interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}

export interface Env {
  DB: D1Database;
  ASSETS: { fetch(request: Request): Promise<Response> };
  EMAILJS_PRIVATE_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_PUBLIC_KEY?: string;
  RATE_SALT?: string;
  /** The host's Deploy Hook: the schedule calls it when a scheduled post falls due (./rebuild-when-due.ts). */
  DEPLOY_HOOK_URL?: string;
  EMAILJS_ORIGIN?: string;
  EMAILJS_SERVICE_ID?: string;
  EMAILJS_TEMPLATE_ID?: string;
  EMAILJS_PUBLIC_KEY?: string;
  VAPID_SUBJECT?: string;
  GITHUB_API_ORIGIN?: string;
  DECAPBRIDGE_GATEWAY_ORIGIN?: string;
  REQUESTS_PER_HOUR?: string;
}

/** A whole number from a variable, or its default when unset or not one. */
export function wholeNumber(value: string | undefined, fallback: number): number {
  const number = Number(value?.trim() || Number.NaN);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

/**
 * One call to EmailJS's REST API (`POST {EMAILJS_ORIGIN}/api/v1.0/email/send`) with the private
 * key: the owner's template with a request's values, its photos attached as EmailJS "Variable
 * Attachments" photo_1…photo_3 (data URLs). Its answer said as an outcome, never thrown: a 200 is
 * sent; a refusal, an outage, a timeout or EmailJS not configured is not, with why, in words that
 * carry nothing the customer typed. When to send and to try again is ./send-emails.ts's. Runs on
 * workerd: fetch and btoa only.
 */

/** What the call needs of the Worker's variables (.dev.vars.example). */
export interface EmailJsSettings {
  /** Default https://api.emailjs.com; a stand-in's origin in tests. */
  EMAILJS_ORIGIN?: string;
  EMAILJS_SERVICE_ID?: string;
  /** The owner's template; its auto-reply is the customer's confirmation. */
  EMAILJS_TEMPLATE_ID?: string;
  EMAILJS_PUBLIC_KEY?: string;
  /** A secret: EmailJS's "Private Key", sent as accessToken. */
  EMAILJS_PRIVATE_KEY?: string;
}

export interface PhotoRow {
  position: number;
  type: string;
  /** D1 gives a BLOB as an array of bytes; other SQLite drivers as a typed array or an ArrayBuffer. */
  bytes: number[] | ArrayBuffer | Uint8Array;
}

/** What went wrong, said without the request's content: nothing personal reaches the host's logs. */
export type Outcome = { sent: true } | { sent: false; status?: number; why: string };

const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";
/** How long EmailJS has to answer; a Worker's waitUntil lasts 30 s after the response. */
const SEND_TIMEOUT_MS = 25_000;

const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

const bytesOf = (blob: PhotoRow["bytes"]) =>
  blob instanceof Uint8Array ? blob : Array.isArray(blob) ? Uint8Array.from(blob) : new Uint8Array(blob);

/** A photo as an EmailJS variable attachment takes it: a data URL. */
const dataUrl = ({ type, bytes }: PhotoRow) => `data:${PHOTO_TYPES.has(type) ? type : "image/jpeg"};base64,${base64(bytesOf(bytes))}`;

const missingSettings = (env: EmailJsSettings) =>
  (["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY", "EMAILJS_PRIVATE_KEY"] as const).filter((name) => !env[name]);

async function post(env: EmailJsSettings, templateParams: Record<string, string>): Promise<Outcome> {
  const missing = missingSettings(env);
  if (missing.length) return { sent: false, why: `EmailJS is not set up: ${missing.join(", ")} missing` };
  const url = `${(env.EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, "")}/api/v1.0/email/send`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: env.EMAILJS_SERVICE_ID,
        template_id: env.EMAILJS_TEMPLATE_ID,
        user_id: env.EMAILJS_PUBLIC_KEY,
        accessToken: env.EMAILJS_PRIVATE_KEY,
        template_params: templateParams,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.status === 200) return { sent: true };
    const text = (await response.text().catch(() => "")).slice(0, 200);
    return { sent: false, status: response.status, why: `EmailJS answered ${response.status} ${JSON.stringify(text)}` };
  } catch (error) {
    return { sent: false, why: `EmailJS could not be reached (${error instanceof Error ? error.name : "error"})` };
  }
}

/** Sends the owner's template with `values` and the first three `photos` attached; what EmailJS answered. */
export function sendThroughEmailJs(env: EmailJsSettings, values: Record<string, string>, photos: readonly PhotoRow[]): Promise<Outcome> {
  const params: Record<string, string> = { ...values };
  photos.slice(0, 3).forEach((photo, index) => (params[`photo_${index + 1}`] = dataUrl(photo)));
  return post(env, params);
}

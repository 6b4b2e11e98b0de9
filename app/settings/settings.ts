/**
 * The site's settings: VITE_* variables from the environment or a .env file (see .env.example),
 * read through one schema. The app reads import.meta.env with it, the build scripts read Vite's
 * loadEnv with it, env.d.ts types import.meta.env from it, and a bad value stops the build with
 * the variable named. The EmailJS public key is public by design, and still a setting.
 */
import * as z from "zod/mini";
import { business } from "#app/content/business.ts";
import { COUNT_EVENT_PATH } from "#app/counts/count-event-path.ts";
import type { CounterTarget } from "#app/counts/count-event.ts";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** The value of VITE_COUNTER that turns counting off. */
const COUNTER_OFF = "off";

const settingsSchema = z.object({
  /** Where the site is published: canonical URLs, the sitemap, the feed, social cards. */
  VITE_SITE_ORIGIN: z.optional(httpUrl),
  /** With all three, the quote form sends through EmailJS; without, to the site's own endpoint (`npm start`'s outbox, the Worker on Cloudflare), or see VITE_QUOTE_EMAIL_APP. */
  VITE_EMAILJS_SERVICE_ID: z.optional(z.string()),
  VITE_EMAILJS_TEMPLATE_ID: z.optional(z.string()),
  VITE_EMAILJS_PUBLIC_KEY: z.optional(z.string()),
  /** The EmailJS API origin, for a proxy. */
  VITE_EMAILJS_ORIGIN: z.optional(httpUrl),
  /**
   * `on`: the quote form sends nothing itself; Send opens the visitor's email app with the request
   * written out, beside the phone number: a site on a static host without EmailJS, deliberately.
   */
  VITE_QUOTE_EMAIL_APP: z.optional(z.enum(["on", "off"], { error: "must be on or off" })),
  /** Where quote requests go (the template's to_email, or the email app's To). */
  VITE_QUOTE_RECIPIENT: z.optional(z.email({ error: "must be an email address" })),
  /** Months a quote request is kept by the site's own server (the Worker's database) before it is deleted; the privacy page says it. */
  VITE_QUOTE_KEEP_MONTHS: z.optional(z.string().check(z.regex(/^[1-9]\d?$/, "must be a whole number of months, 1 to 99"))),
  /** All photos of one request together, in KB; 0 hides the photo field. */
  VITE_QUOTE_PHOTO_BUDGET_KB: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/, "must be a number of KB, 0 or more"))),
  /** Overrides the storm notice's switch (content/storm-notice.json): on or off. */
  VITE_STORM_NOTICE: z.optional(z.enum(["on", "off"], { error: "must be on or off" })),
  /**
   * Where visits, taps and quote requests are counted (docs/decisions/0031): a Plausible server's
   * origin (https://plausible.io, or the owner's own), `off`, or unset for `npm start`'s own counter.
   */
  VITE_COUNTER: z.optional(
    z
      .string()
      .check(z.refine((value) => value === COUNTER_OFF || httpUrl.safeParse(value).success, `must be ${COUNTER_OFF} or an http(s) URL`)),
  ),
  /** The site's domain as added in Plausible; defaults to the host of VITE_SITE_ORIGIN. */
  VITE_COUNTER_SITE: z.optional(z.string().check(z.regex(/^[a-z0-9.-]+$/i, "must be a domain name, such as example.com"))),
  /** `off`: no field speed (one more billable event per page load on Plausible's plans; docs/decisions/0031). */
  VITE_FIELD_SPEED: z.optional(z.enum(["on", "off"], { error: "must be on or off" })),
});

/** The variables as the environment gives them: strings, each optional. @public (app/settings/env.d.ts types import.meta.env with it) */
export type SettingsInput = z.input<typeof settingsSchema>;

export interface QuoteDelivery {
  /**
   * Through EmailJS from the browser; to the site's own endpoint (`npm start`'s outbox here, the
   * Worker on Cloudflare: ADR 0045); or by the visitor's own email app (VITE_QUOTE_EMAIL_APP=on).
   */
  mode: "emailjs" | "own-endpoint" | "email-app";
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** EmailJS API origin; undefined means this site's own origin (its own endpoint), or no request at all (the email app). */
  origin: string | undefined;
  recipient: string;
}

export interface Settings {
  siteOrigin: string;
  delivery: QuoteDelivery;
  photoBudgetBytes: number;
  /** Months the site's own server keeps a quote request (ADR 0045). */
  keepRequestsMonths: number;
  stormNotice: "on" | "off" | undefined;
  /** Where pages send what they count; undefined when counting is off. */
  counter: CounterTarget | undefined;
}

/** Where the site is published when nobody says otherwise; a production build should set its own. */
export const DEFAULT_SITE_ORIGIN = "https://www.canopytreecare.com.au";
const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";
/** 450 KB stays under the smallest paid EmailJS plan's attachment limit (docs/deploying.md, the EmailJS template). */
export const DEFAULT_PHOTO_BUDGET_KB = 450;
/** A quote's season and its follow-up, with a margin: requests older than this are deleted by the Worker's schedule (ADR 0045). */
const DEFAULT_KEEP_REQUESTS_MONTHS = 18;

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * `facts`: where the quote's recipient defaults from. A browser script's settings are resolved as it
 * is bundled, with the business email left to its page (scripts/build/settings-at-build.ts).
 */
export function readSettings(env: Record<string, unknown> | undefined, facts: { email: string } = business): Settings {
  // An empty variable (VITE_X= in a .env file) means "not set".
  const given = Object.fromEntries(
    Object.entries(env ?? {}).flatMap(([name, value]) => (typeof value === "string" && value.trim() ? [[name, value.trim()]] : [])),
  );
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Settings: ${problems.join("; ")}`);
  }
  const set = parsed.data;
  const recipient = set.VITE_QUOTE_RECIPIENT ?? facts.email;
  const emailjs = set.VITE_EMAILJS_SERVICE_ID && set.VITE_EMAILJS_TEMPLATE_ID && set.VITE_EMAILJS_PUBLIC_KEY;
  const emailApp = set.VITE_QUOTE_EMAIL_APP === "on";
  if (emailjs && emailApp)
    throw new Error("Settings: VITE_QUOTE_EMAIL_APP is on and the EmailJS ids are set: the form sends one way, so unset one or the other");
  const delivery: QuoteDelivery = emailApp
    ? { mode: "email-app", serviceId: "none", templateId: "none", publicKey: "none", origin: undefined, recipient }
    : emailjs
      ? {
          mode: "emailjs",
          serviceId: set.VITE_EMAILJS_SERVICE_ID!,
          templateId: set.VITE_EMAILJS_TEMPLATE_ID!,
          publicKey: set.VITE_EMAILJS_PUBLIC_KEY!,
          origin: withoutSlash(set.VITE_EMAILJS_ORIGIN ?? EMAILJS_DEFAULT_ORIGIN),
          recipient,
        }
      : { mode: "own-endpoint", serviceId: "local", templateId: "local", publicKey: "local", origin: undefined, recipient };
  const siteOrigin = withoutSlash(set.VITE_SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN);
  const counterOrigin = set.VITE_COUNTER && set.VITE_COUNTER !== COUNTER_OFF ? new URL(set.VITE_COUNTER).origin : undefined;
  const counter: CounterTarget | undefined =
    set.VITE_COUNTER === COUNTER_OFF
      ? undefined
      : {
          origin: counterOrigin,
          endpoint: `${counterOrigin ?? ""}${COUNT_EVENT_PATH}`,
          site: set.VITE_COUNTER_SITE ?? new URL(siteOrigin).hostname,
          speed: set.VITE_FIELD_SPEED !== "off",
        };
  return {
    siteOrigin,
    delivery,
    // An email app's link carries words, not photos: the photo field is hidden.
    photoBudgetBytes: emailApp ? 0 : Math.floor(Number(set.VITE_QUOTE_PHOTO_BUDGET_KB ?? DEFAULT_PHOTO_BUDGET_KB) * 1024),
    keepRequestsMonths: Number(set.VITE_QUOTE_KEEP_MONTHS ?? DEFAULT_KEEP_REQUESTS_MONTHS),
    stormNotice: set.VITE_STORM_NOTICE,
    counter,
  };
}

/** This build's settings (in plain Node, where there is no import.meta.env, the defaults). */
export const settings = readSettings(import.meta.env);

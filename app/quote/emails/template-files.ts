/**
 * The templates as the build writes them, beside the published site and never in it: build/emails/,
 * each template's HTML and plain text to paste into EmailJS, and all its fields in one JSON file
 * that `npm start` fills for each request it stores (server/outbox-emails.ts), with the Service
 * choices of this build, whose labels the emails show (the server has no build's constants).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { quoteEmails, type QuoteEmails } from "#app/quote/emails/quote-emails.ts";
import type { Option } from "#app/quote/field-specs.ts";

/** The folder beside build/client. */
export const EMAILS_FOLDER = "emails";
const FIELDS_FILE = "emailjs-templates.json";
const SERVICES_FILE = "quote-services.json";

/** The file names a template's HTML and text are written under: owner-notification.html, customer-confirmation.txt. */
const templateFileNames = { owner: "owner-notification", customer: "customer-confirmation" } as const;

export function writeEmailTemplates(folder: string, services: readonly Option[]): string[] {
  const emails = quoteEmails();
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, FIELDS_FILE), `${JSON.stringify(emails, null, 2)}\n`);
  writeFileSync(join(folder, SERVICES_FILE), `${JSON.stringify(services, null, 2)}\n`);
  const written = [FIELDS_FILE, SERVICES_FILE];
  for (const kind of ["owner", "customer"] as const) {
    for (const part of ["html", "text"] as const) {
      const name = `${templateFileNames[kind]}.${part === "html" ? "html" : "txt"}`;
      writeFileSync(join(folder, name), emails[kind][part]);
      written.push(name);
    }
  }
  return written;
}

const readJson = <T>(path: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
};

/** The templates a build wrote into `folder`, or undefined when it holds none (a build from before them). */
export const readEmailTemplates = (folder: string) => readJson<QuoteEmails>(join(folder, FIELDS_FILE));

/** The build's Service choices beside them, or undefined (a build from before them). */
export const readQuoteServices = (folder: string) => readJson<Option[]>(join(folder, SERVICES_FILE));

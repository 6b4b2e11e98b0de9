/**
 * A form set to send by the visitor's own email app (VITE_QUOTE_EMAIL_APP=on): Send opens the email
 * app with the request written out, to the business's inbox, and the note says to press send there
 * or call, with a link to open the email again. (The settings themselves: app/settings/settings.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { business } from "#app/content/business.ts";
import type { QuoteValues } from "#app/quote/field-specs.ts";
import { sampleQuote } from "../../../scripts/fixtures/sample-quote.ts";
import { openEmailApp } from "#app/components/quote-form/unsent-request.ts";

afterEach(() => vi.unstubAllGlobals());

describe("sending by the visitor's email app", () => {
  it("opens it with the request written out, and says to press send there or call", () => {
    const assign = vi.fn<(href: string) => void>();
    vi.stubGlobal("window", { location: { assign } });
    const request = { ...sampleQuote } as unknown as QuoteValues;
    const note = openEmailApp(request);
    const href = assign.mock.calls[0]![0];
    expect(href).toMatch(new RegExp(`^mailto:${business.email}\\?subject=`));
    expect(decodeURIComponent(href)).toContain(request.message);
    expect(note).toEqual({
      tone: "note",
      title: "Finish in your email app",
      text: `Your request is written out in a new email to us: press send there. No email opened? Use the link below, or call us on ${business.phone.display}.`,
      action: { href, label: "Open the email again" },
    });
  });
});

/**
 * The quote form's states, event by event (quote-state.ts), where the browser journeys
 * (tests/e2e/quote-form.spec.ts, offline.spec.ts) do not reach: what stays and what goes as the
 * events of several requests meet. The toasts' words are the specification's (the product specification, section 9).
 */
import { describe, expect, it } from "vitest";
import { business } from "#app/content/business.ts";
import { emptyValues, type QuoteValues } from "#app/quote/field-specs.ts";
import { initialQuoteState, quoteReducer, type QuoteAction, type QuoteState } from "#app/components/quote-form/quote-state.ts";
import { sampleQuote } from "../../../scripts/fixtures/sample-quote.ts";

const sample = { ...sampleQuote } as QuoteValues;
const run = (...actions: QuoteAction[]) => actions.reduce(quoteReducer, initialQuoteState);
const started: QuoteAction = { type: "started", restored: sample };
const changed = (name: string, value: string): QuoteAction => ({ type: "changed", name, value });
const failedTitle = "Error";
const failedText = `Failed to send message. Please try calling us directly at ${business.phone.display}.`;
const sentToast = {
  tone: "success",
  title: "Message Sent!",
  text: `We'll get back to you within ${business.quoteReplyHours} hours with your quote.`,
};

describe("the quote form's state", () => {
  it("can be sent only once its script has started, with the draft back", () => {
    expect(initialQuoteState.ready).toBe(false);
    expect(run(started)).toMatchObject({ ready: true, values: sample, status: "idle" });
  });

  it("checks the fields as they are typed only once Send was pressed", () => {
    expect(run(changed("phone", "12")).errors).toEqual({});
    const pressed = run(started, { type: "invalid", errors: { phone: "wrong" } });
    expect(quoteReducer(pressed, changed("phone", "12")).errors.phone).toMatch(/^Please enter an Australian phone number/);
    expect(quoteReducer(pressed, changed("phone", sample.phone)).errors).toEqual({});
  });

  it("sent: the specification's success, every field cleared and no longer checked as typed", () => {
    const sent = run(started, { type: "sending" }, { type: "sent" });
    expect(sent).toMatchObject({ values: emptyValues, status: "idle", checking: false, toast: sentToast });
    expect(quoteReducer(sent, changed("phone", "12")).errors).toEqual({});
  });

  it("failed: the specification's error, the words typed while it was sending kept, the email fallback with the request sent", () => {
    const edited = run(started, { type: "sending" }, changed("message", "Changed my mind."));
    const failed = quoteReducer(edited, { type: "failed", request: sample });
    expect(failed).toMatchObject({ status: "idle", toast: { tone: "error", title: failedTitle, text: failedText } });
    expect(failed.values.message).toBe("Changed my mind.");
    expect(decodeURIComponent(failed.toast!.action!.href)).toContain(sample.message);
  });

  it("refused past the hourly limit: the notice outlasts the dismissed toast and goes at the next press", () => {
    const refused = run(started, { type: "refused" });
    expect(refused).toMatchObject({ status: "refused", values: sample, toast: { title: failedTitle, text: failedText } });
    const dismissed = quoteReducer(refused, { type: "dismissed" });
    expect(dismissed).toMatchObject({ status: "refused", toast: null });
    expect(quoteReducer(dismissed, { type: "sending" })).toMatchObject({ status: "sending", toast: null });
  });

  it("kept on the device: the form starts afresh and the notice stays while another request is written and sent", () => {
    const kept = run(started, { type: "sending" }, { type: "kept" });
    expect(kept).toMatchObject({ values: emptyValues, keptOnDevice: true, status: "idle", toast: null });
    const another = [started, { type: "sending" }, { type: "sent" }] as QuoteAction[];
    expect(another.reduce(quoteReducer, kept).keptOnDevice).toBe(true);
  });

  it("a kept request that arrives says so once sent; one given up on ends the notice and leaves the message shown", () => {
    const waiting = run({ type: "kept requests found", found: true }, started, { type: "refused" });
    expect(quoteReducer(waiting, { type: "kept request settled", arrived: true })).toMatchObject({ keptOnDevice: false, toast: sentToast });
    const givenUp = quoteReducer(waiting, { type: "kept request settled", arrived: false });
    expect(givenUp).toMatchObject({ keptOnDevice: false, toast: waiting.toast, values: sample });
  });

  it("a failed kept request taken back: its words in the form and its day, the photos to add again, the phone", () => {
    const madeAt = new Date(2026, 10, 27, 9).getTime();
    const failure = { requestId: "r-1", madeAt, fields: sample, photos: 2 };
    const state: QuoteState = quoteReducer(initialQuoteState, { type: "taken back", failure, request: sample, now: madeAt + 60_000 });
    expect(state.values).toEqual(sample);
    expect(state.toast).toMatchObject({
      tone: "error",
      title: "Your quote request from today could not be sent",
      text: `Your words are back in the form: check them and press Send again, or call us on ${business.phone.display}. The 2 photos you added could not be kept on this phone: please add them again.`,
    });
  });

  it("by the visitor's email app: the note shown, the words kept", () => {
    const note = { tone: "note", title: "Finish in your email app", text: "…" } as const;
    expect(run(started, { type: "email app opened", note })).toMatchObject({ toast: note, values: sample, status: "idle" });
  });
});

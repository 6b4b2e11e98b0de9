/**
 * What the visitor is told when a quote request kept on their phone could not be sent after all
 * (app/quote/kept-failures.ts): on any page, the notice with the call button; on /contact, the
 * form's message above their words, back in the form.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const midnight = (time: number) => new Date(time).setHours(0, 0, 0, 0);

/**
 * The day a request was made, as the visitor would say it: "today", "yesterday", "Tuesday" within
 * the week, "3 March" before that (a request is kept 7 days, but the visitor may come back later).
 */
export function dayOf(madeAt: number, now: number): string {
  const daysAgo = Math.round((midnight(now) - midnight(madeAt)) / DAY_MS);
  if (daysAgo <= 0) return "today";
  if (daysAgo === 1) return "yesterday";
  const format = daysAgo < 7 ? ({ weekday: "long" } as const) : ({ day: "numeric", month: "long" } as const);
  return new Intl.DateTimeFormat("en-AU", format).format(madeAt);
}

export const keptFailureCopy = {
  /** The notice's name for screen readers, and its first line. `when`: from dayOf. */
  label: "Quote request not sent",
  headline: (when: string) => `Your quote request from ${when} could not be sent.`,
  /** Between the call button and the link to the form. */
  or: "or",
  sendAgain: "send it again",
  dismiss: "Dismiss this message",
  /** On /contact, where the words are back in the form. */
  form: {
    title: (when: string) => `Your quote request from ${when} could not be sent`,
    text: (phone: string) => `Your words are back in the form: check them and press Send again, or call us on ${phone}.`,
    photosDropped: (count: number) =>
      count === 1
        ? "The photo you added could not be kept on this phone: please add it again."
        : `The ${count} photos you added could not be kept on this phone: please add them again.`,
  },
} as const;

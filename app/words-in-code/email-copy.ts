/**
 * The words of the two emails a quote request makes (app/quote/emails/): the owner's notification
 * and the customer's confirmation. The business's facts come from content/business.json and its
 * promises from ./promises.ts, so a new phone number or reply time reaches both at the next build;
 * nothing here promises what the site does not.
 */
import { business } from "#app/content/business.ts";
import { emergencyHours, missedCallsReturned, replyWithin } from "#app/words-in-code/promises.ts";

export const emailCopy = {
  owner: {
    fromName: `${business.name} website`,
    emergencyFlag: "EMERGENCY",
    heading: "New quote request",
    call: "Call",
    text: "Text",
    map: "Open the address in Maps",
    requestId: "Request id",
    messageHeading: "What they wrote",
    detailsHeading: "All the details",
    noEmail: "No email given: call or text to reply.",
    photosBelow: "The photos are attached below.",
    footer: `Sent by the quote form on the ${business.name} website. Reply to this email to answer the customer; two emails with the same request id are one request, sent twice.`,
  },
  customer: {
    subject: `We've received your quote request – ${business.name}`,
    greeting: "Thanks",
    received: `Your quote request has reached ${business.name}.`,
    emergency: `You marked this as an emergency. For the fastest help, call us now on ${business.phone.display}: we respond ${emergencyHours}.`,
    nextHeading: "What happens next",
    next: [
      `We'll get back to you ${replyWithin} to arrange your free on-site quote.`,
      `If you ring us and we can't answer, we'll call you back ${missedCallsReturned}.`,
      `A tree down or hanging dangerously? Call ${business.phone.display}: we respond ${emergencyHours}.`,
    ],
    call: `Call ${business.phone.display}`,
    requestHeading: "Your request",
    suburb: "Suburb",
    /** Said instead of repeating the rest: the confirmation shows nothing else the visitor typed. */
    allReceived: "Your message, address and phone number came with it: there is no need to send them again.",
    requestId: "Your request number",
    quoteIt: "Quote it if you call or write to us about this job.",
    photos: "Photos",
    footer: `You're receiving this because you asked ${business.name} for a quote on our website. Reply to this email to reach us.`,
  },
} as const;

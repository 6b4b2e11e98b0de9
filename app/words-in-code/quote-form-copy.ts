/** Labels and messages of the quote form (spec sections 3, 5 and 8); its choices are in quote-options.ts. */
import { PHOTO_PIXELS_IN_WORDS } from "#app/site/photo-pixel-limit.ts";
import { replyWithin } from "#app/words-in-code/promises.ts";
import { quoteFieldWords } from "#app/words-in-code/quote-field-words.ts";

export const quoteFormCopy = {
  labels: quoteFieldWords.labels,
  placeholders: {
    firstName: "Jane",
    lastName: "Smith",
    phone: "0412 345 678",
    email: "jane@example.com",
    address: "12 Example Street, Mudjimba QLD 4564",
    service: "Select a service",
    urgency: "Select timing",
    message: "Tell us about the trees: how many, roughly how tall, what needs doing and any access issues.",
  },
  optional: "(optional)",
  photos: {
    label: "Photos of the tree",
    hint: "Up to 3 photos, from your camera or gallery: the whole tree, what's under it and the way in. We make them smaller and remove their location data before sending.",
    remove: (index: number, name: string) => `Remove photo ${index} (${name})`,
    thumbnail: (index: number, name: string) => `Photo ${index}: ${name}`,
    listLabel: "Photos attached",
    preparing: "Preparing your photos…",
    added: (count: number, max: number) => `Photo added. ${count} of ${max} attached.`,
    removed: (count: number, max: number) => `Photo removed. ${count} of ${max} attached.`,
    tooMany: (max: number, refused: number) =>
      `You can attach up to ${max} photos, so ${refused === 1 ? "1 photo was" : `${refused} photos were`} left out.`,
    unreadable: (name: string) => `${name} couldn't be opened as a photo. Try a JPEG or PNG, or take the photo again with your camera.`,
    tooLarge: (name: string) => `${name} is too large to send, even made smaller. Try a different photo of the tree.`,
    tooManyPixels: (name: string) =>
      `${name} has more than ${PHOTO_PIXELS_IN_WORDS}, more than the form can take. Take the photo again at your camera's usual size, or send a screenshot of it.`,
    /** The page could not load what prepares photos (no connection since it opened). */
    notLoaded: "Photos can't be added without a connection. Send your request without them, or reload the page once you're back online.",
  },
  /** Read only by bots that fill every field; people never see it. */
  honeypotLabel: "Leave this empty",
  requiredNote: "Fields marked * are required.",
  submit: "Send Quote Request",
  sending: "Sending...",
  /** Under the button until the form's script has started (or when the browser runs none). */
  notReady: {
    loading: "Getting the form ready to send. You can start typing now.",
    noScript: "Sending this form needs JavaScript, which is off in this browser.",
    call: (phone: string) => `Or call us on ${phone}.`,
  },
  errorsSummary: (count: number) => (count === 1 ? "Please fix 1 field before sending." : `Please fix ${count} fields before sending.`),
  errors: quoteFieldWords.errors,
  /** While there is no connection: the request is kept on the device and sent later (issue: photo quotes). */
  keptForLater: {
    /** `days`: how long the device keeps it (app/quote/retry-rules.ts). */
    text: (days: number) =>
      `Saved on this phone. It's sent as soon as you're back online, while this page is open or next time you open our site. Your phone keeps it for ${days} days.`,
    call: (phone: string) => `In a hurry? Call ${phone}.`,
  },
  /** In place of sending, past the hourly limit of requests from one browser (app/quote/spam-rules.ts). */
  hourlyLimit: {
    text: (max: number) =>
      `This device has already sent ${max} quote requests in the last hour, so this one hasn't been sent: a limit that keeps spam out. What you typed is still here.`,
    call: (phone: string) => `Please call us on ${phone}.`,
  },
  toast: {
    successTitle: "Message Sent!",
    successText: `We'll get back to you ${replyWithin} with your quote.`,
    errorTitle: "Error",
    errorText: (phone: string) => `Failed to send message. Please try calling us directly at ${phone}.`,
    emailFallback: "Or email your request instead",
    /** A site whose form sends through the visitor's own email app (VITE_QUOTE_EMAIL_APP=on). */
    emailAppTitle: "Finish in your email app",
    emailAppText: (phone: string) =>
      `Your request is written out in a new email to us: press send there. No email opened? Use the link below, or call us on ${phone}.`,
    emailAppAgain: "Open the email again",
    dismiss: "Dismiss notification",
  },
  emailSubject: "Quote request",
  /** The collection notice beside the form; the link leads to /privacy. */
  privacyNotice: {
    text: "We use these details only to prepare your quote and contact you about the job. They are sent through EmailJS to our inbox and are never sold or used for advertising.",
    /** The same, for a form that sends by the visitor's own email app (VITE_QUOTE_EMAIL_APP=on). */
    textByEmailApp:
      "We use these details only to prepare your quote and contact you about the job. You send them to our inbox from your own email app, and they are never sold or used for advertising.",
    linkLabel: "How we handle your details",
  },
} as const;

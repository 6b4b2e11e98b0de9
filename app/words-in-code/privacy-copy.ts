import { settings } from "#app/settings/settings.ts";
import type { PrivacyContent } from "#app/content/model/pages.ts";

/** Where counts go, as this build sends them (app/settings/settings.ts, docs/decisions/0031). */
const countsGoTo = !settings.counter
  ? undefined
  : settings.counter.origin
    ? `This site's own small script sends each count straight from your browser to Plausible Analytics (${new URL(settings.counter.origin).host}), a web analytics service built not to track people: it sets no cookie and does not store your IP address. Like any website your browser contacts, it receives your IP address and browser type with each count, and uses them only to tell one visit from another on the same day. We see the totals.`
    : "They go to the computer that serves this copy of the site, and nowhere else.";

/** What the site counts, said only while it counts (docs/decisions/0031). */
const counting = countsGoTo
  ? [
      {
        heading: "What we count",
        paragraphs: [
          "To learn which pages help people reach us, each page counts, with no name attached: that it was visited, a tap on our phone number or email address, a quote request that reached us (with the page of this site you came to the form from), a link to a page we do not have (its address, less anything in it that looks like an email address or a phone number, so we can mend it), and how the page performed on your device, as Google rates it (good, needs improvement or poor): how soon its main content showed, how soon it responded to a tap, and how much its layout shifted while it loaded. Browsers that do not measure these (Safari) send no speed at all.",
          "A count names the page's address on this site and, on a suburb's page, the suburb. With a visit it also names the website you came from, by its domain alone (such as https://www.google.com, never the page or your search), and, if the link you followed was tagged by us for a campaign (on a flyer, say), that tag (utm_source, utm_medium and utm_campaign), less anything in it that looks like an email address or a phone number; no other part of the address is sent.",
          `A count never carries your name, phone number, email, address or anything you type, and counting sets no cookie. When you follow a link within this site, your browser tab tells the page it opens which page you came from, and forgets it as that page opens, so a quote request can be counted under the page you came to the form from. The one thing counting can store on a device is a switch for the site's owner, who leaves their own phone and computer out of the counts: opening our site with ?plausible_ignore=true on the end of its address stores plausible_ignore in that browser's local storage, and from then on it sends no counts (?plausible_ignore=false removes it). Your browser stores it only if you open such an address. (A quote request kept on your phone while you are offline notes the page you came to the form from, with the request, until it is sent.) ${countsGoTo}`,
        ],
      },
    ]
  : [];

/** The quote form's limits the page promises: the route gives them from the quote's rules (app/quote/). */
interface QuoteLimits {
  keptRequestDays: number;
  maxRequestsPerHour: number;
  /** Months the site's own server keeps a request (app/settings/settings.ts). */
  keepRequestsMonths: number;
}

/** Where a request goes, as this build's form sends it (app/settings/settings.ts, ADR 0045). */
const whoReceives = (keepRequestsMonths: number) => {
  const others =
    "We share details with others only when the job needs it (for example a council permit application you ask us to lodge, or your insurer when you ask us to support a claim) or when the law requires it.";
  switch (settings.delivery.mode) {
    case "email-app":
      return [
        `The quote form does not send anything itself: it opens your own email app with your request written out, and you send it to our business inbox. Only our team reads it. ${others}`,
      ];
    case "emailjs":
      return [
        `The quote form sends your request through EmailJS, an email delivery service, to our business inbox. Only our team reads it. ${others}`,
      ];
    case "own-endpoint":
      return [
        `The quote form sends your request, with any photos, to this website's own server (run for us by Cloudflare), which keeps it in our database there and emails it to our business inbox through EmailJS, an email delivery service; if you gave your email, you get a confirmation that repeats only your first name and the service, suburb and timing you chose. Only our team reads your request: in our inbox, and in our site's editor, where we note whether we have called you. ${others}`,
        `We keep a request and its photos for ${keepRequestsMonths} months after you send it, so we can follow up a quote and look back at a job, and then they are deleted automatically. The emails stay in our inbox like any other email. A request that looks like a bot's is answered as sent and not kept. To limit spam, the server also counts how many requests come from one internet address in an hour, keeping a scrambled form of the address (not the address itself) for that hour only.`,
      ];
  }
};

/** The privacy page; the short collection notice beside the quote form is in quote-form-copy.ts. */
export const privacyCopy = ({ keptRequestDays, maxRequestsPerHour, keepRequestsMonths }: QuoteLimits): PrivacyContent => ({
  meta: {
    title: "Privacy: How We Handle Your Quote Details",
    description:
      "What we collect when you ask for a tree service quote, why we collect it, who receives it and how to see or correct it. No tracking cookies, no advertising.",
    keywords: ["privacy", "quote request privacy", "personal information", "Australian Privacy Principles"],
  },
  hero: {
    eyebrow: "Privacy",
    heading: "How we handle the details you send us",
    intro: "We only ask for what we need to quote and do the job, we use it only for that, and we never sell it or use it for advertising.",
    highlights: ["No tracking cookies", "No advertising", "Used only for your quote and job"],
  },
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "When you request a quote we collect your first and last name, your phone number, your email address if you give it, the address where the work is needed, the service you are interested in, how soon you need it and what you tell us about the job.",
        "If you phone us, we note your name, number and what the job is so we can call you back and prepare the quote.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "We use your details to contact you about your request, to visit the site for the free on-site assessment, to prepare and send your quote and, if you go ahead, to schedule and carry out the work and send the invoice.",
        "We do not add you to a mailing list and we do not use your details for advertising.",
      ],
    },
    {
      heading: "Who receives it",
      paragraphs: whoReceives(keepRequestsMonths),
    },
    {
      heading: "What stays in your browser",
      paragraphs: [
        "While you fill in the quote form, your browser keeps a copy of what you have typed in this tab's session storage, so nothing is lost if the page reloads. It never leaves your device until you press send, and it is removed when you send the request or close the tab.",
        `If you press send while you have no connection, your browser keeps the request, with any photos, on this device and sends it once you are back online, while our site is open or the next time you open it. It is deleted as soon as it is sent, or after ${keptRequestDays} days if it never could be: Safari and every iPhone browser delete a site's stored data after 7 days without a visit, so we promise no longer than that. If your request matters, open our site again when you are back online, or call us.`,
        "If a kept request cannot be sent after all (refused when it is sent, or our inbox too busy too many times), your browser keeps only what you typed in the form and the time you pressed send (not your photos) on this device, so our site can tell you the next time you open it and put your words back in the form. It never leaves your device, and is deleted when you dismiss that message or send the request again.",
        `To keep spam out, your browser also notes the time of each quote request it sends (only the time, nothing you typed), so that one device sends at most ${maxRequestsPerHour} in an hour. A time no longer counts after an hour, and is dropped when the next request is sent.`,
        settings.counter
          ? "This site uses no cookies and no advertising. Its one analytics script is its own: it counts visits as the next section says, and does not follow you to other sites."
          : "This site uses no cookies, analytics or advertising scripts.",
      ],
    },
    ...counting,
    {
      heading: "Seeing, correcting or deleting your details",
      paragraphs: [
        "You can ask what we hold about you, ask us to correct it, or ask us to delete it once any job is finished and our records no longer need it. Call or email us and we will sort it out promptly. We keep job records only as long as tax and business law require.",
      ],
    },
  ],
});

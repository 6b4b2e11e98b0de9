/**
 * The pages' files, content/pages/<name>.json, one shape each: what each page needs to work, with
 * lists bounded where their section needs an item or its layout gives out. The owner may grow or
 * retitle the content within them; the specification's own counts, titles and order are checked
 * on the shipped content by content-shape.test.ts. The objects are strict, so a field no shape
 * names fails as well as a missing one. The page registry (app/content/page-registry.ts)
 * gives each page its shape here; a suburb page's is ./suburb-file.ts.
 */
import * as z from "zod";
import { paths } from "#app/site/paths.ts";
import {
  areaLink,
  callToAction,
  faq,
  intro,
  linkBlock,
  list,
  page,
  pointedSection,
  processStep,
  reason,
  reasons,
  region,
  serviceCard,
  testimonial,
  textSection,
} from "#app/content/model/blocks.ts";
import { hint, oneTo, says, text, texts } from "#app/content/model/fields.ts";

/** How many testimonials /testimonials shows, the newest (spec: six): two rows of three. */
export const TESTIMONIALS_SHOWN = 6;

export const homeShape = z.strictObject({
  ...page,
  googleReview: linkBlock,
  reasons,
  fastCommunication: reasons.meta(hint("How the crew keeps in touch (same-day callback, punctual, high standard), shown as reasons.")),
  // Three to a row, two rows at most; the link leads to /services for the rest.
  services: list(oneTo(serviceCard, 6))
    .extend({ linkLabel: text.meta(hint("The words of the link to the Services page.")) })
    .meta(hint("A taste of the services, with a link to the Services page for the rest.")),
  // Loaded lazily into a placeholder that reserves each card's height: two rows of three at most, so the band stays short.
  testimonials: list(oneTo(testimonial, 6))
    .extend({
      fallback: z
        .strictObject({
          text: text.meta(hint("The sentence up to the link, for example Read what our customers say on")),
          linkLabel: text.meta(hint("The words of the link to the testimonials page.")),
        })
        .meta(hint("Shown instead where the reviews cannot load (no JavaScript): a sentence ending in a link.")),
    })
    .meta(hint("Customers' words on the home page.")),
  areas: intro,
  faq,
  cta: callToAction,
});

export const servicesShape = z.strictObject({
  ...page,
  serviceName: text.meta(hint("The service this page offers, as search engines are told it.")),
  // The cards below it, three to a row, are the service files with a description, in their order (readServiceCards).
  services: intro.meta(hint("Above the service cards: every service with a description has its card, in its order.")),
  whyChoose: reasons,
  faq,
  cta: callToAction.extend({ quoteLabel: text.meta(hint("The quote button's words.")) }),
});

export const aboutShape = z.strictObject({
  ...page,
  story: textSection,
  whyChoose: reasons,
  credentials: intro.meta(hint("Above the credentials, which are the business facts' own.")),
  testimonial: z.strictObject({ heading: text.meta(hint("Above the customer's words.")), item: testimonial }),
  areasLink: linkBlock,
  cta: callToAction,
});

export const areasShape = z.strictObject({
  ...page,
  // Three to a row: four rows at most.
  regions: list(oneTo(region, 12)).meta(hint("The regions of the coast, each with its suburbs.")),
  areaGrid: intro.meta(hint("Above the grid of areas the home page shows too: the suburb pages first, then the places below.")),
  // None is fine; the grid is five to a row, and two rows of these keep it a grid.
  otherAreaLinks: z
    .array(areaLink.extend({ link: z.literal(paths.areas).meta(hint("Always /areas: these places have no page of their own.")) }))
    .max(10)
    .meta(hint("Places in the grid without a page of their own; each leads to /areas.")),
  cta: callToAction,
});

const contactDetails = z.strictObject({
  heading: text.meta(hint("Above the phone number, the email and the hours.")),
  quotesLine: text.meta(hint("How soon quotes are answered, for example We reply within {replyTime}.")),
  hoursLine: text.meta(hint("When you can be reached.")),
  emailLabel: text.meta(hint("The words before the email address.")),
});
export const contactShape = z.strictObject({ ...page, form: intro, details: contactDetails, whyChoose: reasons, emergency: callToAction });

export const testimonialsShape = z.strictObject({
  ...page,
  googleReview: callToAction.meta(hint("The rating block above the reviews.")),
  // One at least, for the page to show any.
  reviews: list(oneTo(testimonial, TESTIMONIALS_SHOWN)),
  googleLinkLabel: text.meta(hint("The words of the link to the Google reviews.")),
  cta: callToAction,
});
/** The testimonials page's file: the reviews themselves are the testimonial files (./testimonial-file.ts). */
export const testimonialsPageFile = testimonialsShape.extend({ reviews: intro.meta(hint("Above the newest testimonials.")) });

const numberedFromOne = (items: { step: number }[]) => items.every((item, index) => item.step === index + 1);
export const stormShape = z.strictObject({
  ...page,
  callLabel: text.meta(hint("The words on the top call button, for example Emergency? Call.")),
  serviceName: text.meta(hint("The service this page offers, as search engines are told it.")),
  // Three to a row: four rows at most.
  situations: list(oneTo(reason, 12)).meta(hint("The emergencies you attend, each shown like a reason.")),
  // Past ten it is no longer a process to follow.
  process: list(oneTo(processStep, 10).refine(numberedFromOne, "steps numbered from 1")).meta(
    hint("The steps a caller follows, in order."),
  ),
  whyQualified: reasons,
  blogLink: linkBlock,
  preparation: list(texts.meta(hint("What to do before a storm, one short line each."))),
  preventiveCare: list(texts.meta(hint("What keeps trees safe through storm season, one short line each."))),
  insurance: pointedSection,
  faq,
  locations: intro,
  cta: callToAction,
});

/**
 * Links onward from a post, each to one of the site's pages: six at most. The editor offers the pages
 * of the page registry; the blog's reader refuses an address that is no page (none leads to the 404 page).
 */
const postLinks = oneTo(areaLink.extend({ link: text.meta({ ...says("Page", "The page of the site it leads to."), widget: "page" }) }), 6);
export const blogIndexShape = z.strictObject({ ...page, listHeading: text.meta(hint("Above the list of posts.")) });
export const postSurroundingsShape = z.strictObject({
  next: z.strictObject({ heading: text.meta(hint("Above the links onward, after the post's text.")), links: postLinks }),
  cta: callToAction,
});
/** The blog page's file: the index's words, and what every post shows after its text. */
export const blogPageFile = blogIndexShape.extend({ aroundEachPost: postSurroundingsShape });
/** The privacy page's words are code (app/words-in-code/privacy-copy.ts), in this shape; it has no file. */
export const privacyShape = z.strictObject({ ...page, sections: z.array(textSection).min(1) });

/** The gallery of jobs (/our-work) and the job sections of home, /services and the suburb pages. */
export const ourWorkShape = z.strictObject({
  ...page,
  filterLabel: text.meta(hint("Above the links that show one service's jobs.")),
  allLabel: text.meta(hint("The link that shows every job.")),
  stageLabels: z
    .strictObject({
      before: text.meta(hint("Under a photo taken before the work.")),
      during: text.meta(hint("Under a photo taken while the crew worked.")),
      after: text.meta(hint("Under a photo of the finished job.")),
    })
    .meta(hint("How a photo's stage is named under it, for example Before, During, After.")),
  homeSection: linkBlock
    .omit({ text: true })
    .extend({ intro: text.meta(hint("A sentence under the heading.")) })
    .meta(hint("The home page's band of the latest three jobs.")),
  suburbSection: z
    .strictObject({
      intro: text.meta(hint("A sentence under the heading.")),
      linkLabel: text.meta(hint("The words of the link to the gallery.")),
    })
    .meta(hint("A suburb page's latest jobs there.")),
  servicesLink: text.meta(hint("On the Services page: a line that leads to the gallery.")),
  cta: callToAction,
});

export type HomeContent = z.input<typeof homeShape>;
export type ContactContent = z.input<typeof contactShape>;
/** An emergency the storm page lists. */
export type EmergencySituation = z.input<typeof stormShape>["situations"]["items"][number];
export type PrivacyContent = z.input<typeof privacyShape>;

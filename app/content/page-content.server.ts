/**
 * The pages' copy, read at build time from the owner's files in content/pages (page-shapes.ts says
 * each one's shape); route loaders hand each page its own. Build time only: no browser bundle
 * carries it.
 */
import { readCatalogue, readPage, readReviews, readServiceCards } from "#app/content/content-files.server.ts";

const catalogue = readCatalogue();

export const home = readPage("home", catalogue);
export const servicesPage = readPage("services", catalogue);
/** /services' cards: the service files with a description, in their order. */
export const serviceCards = readServiceCards(catalogue);
export const about = readPage("about", catalogue);
export const areas = readPage("areas", catalogue);
export const contact = readPage("contact", catalogue);
export const storm = readPage("storm", catalogue);
export const testimonialsCopy = readPage("testimonials", catalogue);
const { aroundEachPost, ...blogIndexCopy } = readPage("blog", catalogue);
export const blogIndex = blogIndexCopy;
export const postSurroundings = aroundEachPost;

/** The reviews search engines get in the business's structured data (content/reviews). */
export const reviews = readReviews();

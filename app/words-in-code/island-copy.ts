/**
 * The site's words that the quote form's island shows besides its own: the call button's label and
 * the error fallback. Apart from the rest of the site's copy (./site-copy.ts, which names these) so
 * the island's script carries these alone, not every page's words (0.9 KB gzip).
 */
export const islandCopy = {
  callLabel: "Call",
  errorHeading: "Unexpected Application Error!",
  homeLink: "Return to Home",
} as const;

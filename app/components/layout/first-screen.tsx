/**
 * The id of the element that follows a page's first screen (its header band). Until the parser has
 * inserted it, Chrome paints nothing (`<link rel="expect">`, ADR 0023): a page arriving in pieces over
 * a slow network shows its header and first band whole, instead of painting half a header and then
 * moving it as the rest arrives. The page part that carries the id renders the link beside it
 * (React puts a `<link>` in the head), so a page without one has no link to wait on.
 */
export const firstScreenEndId = "first-screen-end";

/** Hold the first paint until the first screen is parsed (Chrome 124+; other browsers ignore it). */
export function ExpectFirstScreen() {
  return <link rel="expect" href={`#${firstScreenEndId}`} blocking="render" />;
}

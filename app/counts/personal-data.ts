/**
 * What in a counted text looks like an email address or a phone number, so that no count carries
 * one (the privacy page's promise, app/words-in-code/privacy-copy.ts): a visitor, a tool or a link
 * someone shared may put their own in an address (`/?utm_campaign=jane.doe%40example.com`, a
 * missing page `/jane(at)example.com`). One pattern, applied where an event is made (the not-found
 * page as it is parsed, the counter's campaign tags: app/counts/count-event.ts) and again where npm
 * start's counter stores it (server/count-line.ts), and by `npm run stats` on what older files hold.
 * It reads text as it comes, percent-encoded to any depth (`%40`, `%2540`) or decoded, since the
 * browser sends it encoded and the server reads the tags decoded.
 *
 * An email: a part of the text (between `/`, `=` and `&`) holding an at sign (`@`, `＠`, encoded),
 * a bracketed `at` (`(at)`, `[at]`, `{at}`, `<at>`, spaced or not), or ` at ` between spaces (` `,
 * `+`, `%20`) followed by a domain (`example.com`, `example dot com`): the whole part is hidden. A
 * phone number: 9 digits or more, spaced, dotted, dashed or bracketed, with or without `+` (`+61 412
 * 345 678`, `(07) 5444 1234`); an old link's date (8 digits) stays.
 */
function personalPattern() {
  const encoded = "%(?:25)*"; // %, %25, %2525…: a character percent-encoded once, twice or more
  const space = `(?:\\s|\\+|${encoded}20)`;
  const open = `(?:[([{<]|${encoded}(?:28|5b|7b|3c))`;
  const close = `(?:[)\\]}>]|${encoded}(?:29|5d|7d|3e))`;
  const atSign = `@|＠|${encoded}40|${encoded}ef${encoded}bc${encoded}a0`;
  const bracketed = (word: string) => `${open}${space}*${word}${space}*${close}`;
  const domain = `[a-z0-9-]+(?:\\.|${space}+dot${space}+|${bracketed("dot")})[a-z]{2,}`;
  // From the start of a part only (the boundary captured, and put back): tried from every character,
  // the pattern took a third of a second on a 2,000-character address.
  const email = `(^|[/=&])[^/=&]*(?:${atSign}|${bracketed("at")}|${space}+at${space}+${domain})[^/=&]*`;
  const between = `(?:[\\s.()+_-]|${encoded}(?:20|28|29|2b|2d|2e)){0,3}`;
  const phone = `(?:[+(]|${encoded}(?:2b|28))?\\d${between}(?:\\d${between}){7,}\\d`;
  return new RegExp(`${email}|${phone}`, "gi");
}

// Pure: a script that imports this module without using it (the counter, which loads it lazily) carries none of it.
const PERSONAL = /* @__PURE__ */ personalPattern();
/** What stands in a count for what was hidden. */
const HIDDEN = "[hidden]";
/** `PERSONAL`'s replacement: the part's boundary, then the word. */
const AS_HIDDEN = `$1${HIDDEN}`;
export const withoutPersonal = (text: string) => text.replace(PERSONAL, AS_HIDDEN);

/**
 * A URL as the browser reads it from HTML: its character references decoded (`&#106;` is "j",
 * `&colon;` is ":"), so a check judges the address a visitor's browser follows, not its spelling.
 * Markdown keeps them in a link's href as written (marked), and `&#106;avascript:` is
 * `javascript:` to a browser. Numeric references are decoded whole, and the named ones a URL can
 * hide its scheme or path in; any other name stays as written (it makes no character a URL needs).
 */
const named: Record<string, string> = {
  amp: "&",
  colon: ":",
  sol: "/",
  bsol: "\\",
  tab: "\t",
  newline: "\n",
  period: ".",
  lpar: "(",
  rpar: ")",
  quest: "?",
  num: "#",
  percnt: "%",
  nbsp: "\u00a0",
};

/** Code points a reference may not make: the browser reads them as U+FFFD. */
const usable = (code: number) => code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);

export const decodeCharacterReferences = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));?/gi, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name) return named[name.toLowerCase()] ?? reference;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return String.fromCodePoint(usable(code) ? code : 0xfffd);
  });

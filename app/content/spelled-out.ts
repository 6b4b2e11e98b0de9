/**
 * The business's name and phone number are written once, in the business facts; every other entry
 * names them with {name} and {phone}, so a new number reaches every page at the next build and no
 * page keeps the old one. A page's title names neither: the site adds the business name to every
 * title itself. Browser-safe: part of the one content check (./entry-check.ts).
 */

/** The facts an entry may not write out, as the business facts hold them. */
export interface SpelledOutFacts {
  name: string;
  phone: string;
}

/** A phone number's digits as they are dialled within Australia, whatever separates them: 0491570156. */
const digitsOf = (text: string) => text.replace(/[\s\-–().]/g, "").replace(/\+61(?=\d{9})/g, "0");

/**
 * What a text writes out that it should name, as the words that follow its field's label ("… → Post writes out …");
 * `pageTitle`: the text is a page's title (a post's title, a page's Meta → Title).
 */
export function spelledOut(text: string, facts: SpelledOutFacts, pageTitle: boolean): string[] {
  const problems: string[] = [];
  const phone = digitsOf(facts.phone);
  if (phone.length >= 6 && digitsOf(text).includes(phone))
    problems.push(" writes out the phone number: write {phone} instead, so a new number reaches this page too");
  const written = text.toLowerCase().includes(facts.name.toLowerCase());
  if (pageTitle && (written || text.includes("{name}")))
    problems.push(" names the business, which the site adds to every page's title: leave it out");
  else if (written) problems.push(" writes out the business name: write {name} instead, so a new name reaches this page too");
  return problems;
}

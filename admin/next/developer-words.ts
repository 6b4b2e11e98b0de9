/**
 * The developer's and the CMS's words, which the owner never reads (issue 48): one list, for the
 * editor's own sentences (./editor-words.test.ts) and every screen the editor's spec walks
 * (tests/e2e/editor-next.spec.ts).
 */
const developerWords =
  /\b(slug|draft|persist(ed)?|entry|entries|markdown|frontmatter|widget|json|yyyy(-mm(-dd)?)?|typeerror|undefined|null|nan|object object)\b|item\(s\)|failed to \w+|\bnpm( run \w+)?\b/gi;

/** The developer's words found in `text`, as written there (none: the owner's words only). */
export const developerWordsIn = (text: string) => text.match(developerWords) ?? [];

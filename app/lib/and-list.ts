/** Names as a sentence lists them, "a, b and c", in the site's Australian English (the platform's list format). */
export const andList = (names: readonly string[]) => new Intl.ListFormat("en-AU", { type: "conjunction" }).format(names);

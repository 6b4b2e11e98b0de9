/**
 * Blog posts in the owner's words: their text, its buttons and paste, their address; beside the
 * editor's other words (./editor-words.ts), kept apart as the posts' own.
 */
/** Blog posts: their text, its buttons and paste, their address (admin/next/post-*.ts*). */
export const postWords = {
  addressLabel: "Address (the end of the post's web address)",
  addressHint: "Lowercase words joined by hyphens. Change it and the old address keeps working: it sends visitors here.",
  addressBecomes: "The post's web address:",
  oldAddressSendsOn: (old: string, now: string) => `Its old address, ${old}, now sends visitors to ${now}.`,
  textHint: "Use the buttons for headings, bold words, lists and links; a blank line starts a new paragraph.",
  toolbar: "Headings, bold words, lists and links",
  heading: "Heading",
  subheading: "Subheading",
  bold: "Bold",
  list: "List",
  link: "Link",
  linkAddress: "Web address the link opens (https://… or /services)",
  linkWords: "words of the link",
  textOpening: "Opening the post's text…",
  pastedWithoutPictures:
    "The pasted text is in; its pictures were left out. Add a photo with the Top photo field, so it is prepared for the site.",
} as const;

/**
 * A photo picked under the name of one already in the photo library (hedge.webp again): the name a
 * photo is kept under, and the owner's question and its answers, in the words of the owner's guide.
 * Pure: the editor's photo fields and its photo library (admin/next/) ask alike.
 */

/** The name Decap gives an upload and compares with each listed one's, lower-cased (its sanitizeSlug with the default settings). */
export const decapName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\w\-.~\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]/gu, "-")
    .replace(/-{2,}/g, "-");

/** The question, its answers, and what each answer comes to. `inEntry`: picked in a form (written with its Publish), or in the library (at once). */
export const sameNameWords = {
  title: (name: string) => `${name} is already in your photos.`,
  question: (name: string, inEntry: boolean) =>
    `Put the photo you picked in its place? Every page that shows ${name} will show the new one ${
      inEntry ? "once you publish this entry" : "once the site is rebuilt (it is saved at once)"
    }.`,
  replace: "Put the new one in its place",
  keep: "Keep the one there",
  keptTitle: (name: string) => `${name} was not added: the photo there stays.`,
  keptText: "To have both, give the new photo another name on your phone or computer, and upload it again.",
  replacedTitle: (name: string, inEntry: boolean) => `The new ${name} takes the old one's place ${inEntry ? "when you publish" : "now"}.`,
  replacedText: (name: string) => `One photo, one name: every page that shows ${name} will show the new one.`,
} as const;

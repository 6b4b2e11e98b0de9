import type { TextSection } from "../content/types.ts";

/** Average silent reading speed of adults for non-fiction in English (Brysbaert, 2019). */
const WORDS_PER_MINUTE = 238;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words in the article's headings and paragraphs: what a reader reads. */
export function sectionsWordCount(sections: TextSection[]): number {
  return sections.reduce(
    (total, section) => total + countWords(section.heading) + section.paragraphs.reduce((sum, p) => sum + countWords(p), 0),
    0,
  );
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

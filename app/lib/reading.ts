/** Average silent reading speed of adults for non-fiction in English (Brysbaert, 2019). */
const WORDS_PER_MINUTE = 238;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

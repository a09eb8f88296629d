/**
 * How long an article takes to read, from its words: the blog compiler checks
 * the `readTime` an article states against its body, and the CMS sets it from
 * the body when an article is saved. Both count the words of the rendered
 * body's text, so they agree.
 */

export const WORDS_PER_MINUTE = 200;
export const READ_TIME_TOLERANCE = 0.25;

/** Words of a text: runs without spaces that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Why `readTime` minutes do not fit a body of `words` words, or undefined when they do. */
export function readTimeProblem(readTime: number, words: number): string | undefined {
  const minutes = words / WORDS_PER_MINUTE;
  const low = readTime * (1 - READ_TIME_TOLERANCE);
  const high = readTime * (1 + READ_TIME_TOLERANCE);
  if (minutes >= low && minutes <= high) return undefined;
  return `readTime: ${readTime} min does not match the body of ${words} words (${minutes.toFixed(1)} min at ${WORDS_PER_MINUTE} words a minute; allowed ${Math.ceil(low * WORDS_PER_MINUTE)}–${Math.floor(high * WORDS_PER_MINUTE)} words)`;
}

/** The whole minutes a body of `words` words states, or undefined when it is too short for any. */
export function readTimeFor(words: number): number | undefined {
  const readTime = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  return readTimeProblem(readTime, words) === undefined ? readTime : undefined;
}

/** The fewest words an article's body may have: one minute's reading, less the tolerance. */
export const MIN_ARTICLE_WORDS = Math.ceil(WORDS_PER_MINUTE * (1 - READ_TIME_TOLERANCE));

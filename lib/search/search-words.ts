// How the site search reads words: the same for the pages it indexes, the queries it answers and the phrases that
// show crisis help first. Pure: no store, no React.
import { stemmer } from 'stemmer';

/** Words too common to tell pages apart; never indexed, never needed to match. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have i if in into is it its me my of on or our so than that the their them ' +
    'then there these they this to was we were what when where which who will with you your'
  ).split(' '),
);

/**
 * The words of a text, lower case, accents folded ('café' → 'cafe'), apostrophes dropped ("can't" → 'cant'), split
 * at everything that is not a letter or a digit ('self-harm' → 'self', 'harm').
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word's English stem ('courses' → 'cours', 'suicidal' → 'suicid'): variants of one word meet. */
export const stemOf = (word: string): string => (/^\p{L}+$/u.test(word) ? stemmer(word) : word);

/** What the index keeps of a word (and what a query's word is looked up as): its stem, or nothing for a stop word. */
export function indexTerm(word: string): string | null {
  if (STOP_WORDS.has(word) || word.length > 40) return null;
  return stemOf(word);
}

/** Whether two words are one edit apart at most (one letter added, removed or changed). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  // Same length: the rest after one changed letter; otherwise the rest after one extra letter in the longer word.
  return short.length === long.length ? short.slice(i + 1) === long.slice(i + 1) : short.slice(i) === long.slice(i + 1);
}

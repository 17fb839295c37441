// Whether a search signals that the person may be at risk, so that crisis help comes before any result. The phrases
// are the site's (Site settings → Visitor safety; a new site starts with lib/search/crisis-phrases.ts). Pure.
import { stemOf, wordsOf, withinOneEdit } from './search-words';

/**
 * Whether two words are the same word: the same stem ('suicidal', 'suicide'), or, for words of six letters or more,
 * one typing error apart ('sucide').
 */
function sameWord(asked: string, askedStem: string, phraseWord: string, phraseStem: string): boolean {
  if (askedStem === phraseStem) return true;
  return asked.length >= 6 && phraseWord.length >= 6 && withinOneEdit(asked, phraseWord);
}

/**
 * True when the query holds one of the phrases: its words in a row, each matching as a word or a simple variant
 * ('self harming', 'self-harm', 'selfharm' for 'self harm'; "cant cope" for "can't cope").
 */
export function signalsCrisis(query: string, phrases: readonly string[]): boolean {
  const asked = wordsOf(query).slice(0, 60);
  if (asked.length === 0) return false;
  const askedStems = asked.map(stemOf);
  for (const phrase of phrases) {
    const words = wordsOf(phrase);
    if (words.length === 0 || words.length > asked.length + 1) continue;
    const stems = words.map(stemOf);
    for (let start = 0; start + words.length <= asked.length; start += 1) {
      if (words.every((word, i) => sameWord(asked[start + i], askedStems[start + i], word, stems[i]))) return true;
    }
    // Written as one word ('selfharm'): the phrase's words run together.
    if (words.length > 1) {
      const joined = words.join('');
      if (asked.some((word, i) => word === joined || askedStems[i] === stemOf(joined))) return true;
    }
  }
  return false;
}

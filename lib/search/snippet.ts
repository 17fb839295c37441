// A result's snippet: the words around the first place the search found, with every found word marked. Returned as
// parts (never HTML), so nothing of a page's text can become markup. Pure.
import { indexTerm, wordsOf } from './search-words';

export type SnippetPart = { text: string; mark?: true };

/** Characters shown before the first word found, and in all. */
const LEAD = 70;
const LENGTH = 220;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

/** Whether a word of the text is one the search found (its index term is among them). */
function matcher(terms: readonly string[]) {
  const wanted = new Set(terms);
  // A word's term nearly always begins like the word: most words are passed over without being stemmed.
  const starts = new Set(terms.map((term) => term.slice(0, 2)));
  return (word: string) => {
    const plain = wordsOf(word).join('');
    if (!starts.has(plain.slice(0, 2))) return false;
    const term = indexTerm(plain);
    return term !== null && wanted.has(term);
  };
}

/** Cuts at whole words: the start moves forward to a word's beginning, the end back to a word's end. */
function window(text: string, at: number): [number, number] {
  let start = Math.max(0, at - LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : at;
  }
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return [start, end];
}

/** The snippet from the first of `texts` holding a found word; the opening of the first text with words if none does. */
export function snippetOf(texts: readonly string[], terms: readonly string[]): SnippetPart[] {
  const found = matcher(terms);
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    let first = -1;
    for (const match of text.matchAll(WORD)) {
      if (found(match[0])) {
        first = match.index;
        break;
      }
    }
    if (first < 0) continue;
    const [start, end] = window(text, first);
    const parts: SnippetPart[] = [];
    let at = start;
    const piece = text.slice(start, end);
    for (const match of piece.matchAll(WORD)) {
      if (!found(match[0])) continue;
      const from = start + match.index;
      if (from > at) parts.push({ text: text.slice(at, from) });
      parts.push({ text: match[0], mark: true });
      at = from + match[0].length;
    }
    if (end > at) parts.push({ text: text.slice(at, end) });
    if (start > 0) parts.unshift({ text: '… ' });
    if (end < text.length) parts.push({ text: ' …' });
    return parts;
  }
  const opening = texts.map((text) => text.replace(/\s+/g, ' ').trim()).find(Boolean) ?? '';
  if (!opening) return [];
  const [, end] = window(opening, 0);
  return [{ text: opening.slice(0, end) + (end < opening.length ? ' …' : '') }];
}

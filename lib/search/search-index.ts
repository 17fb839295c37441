// One domain's search index, kept in this server's memory (MiniSearch): built from the published pages in the store,
// then brought up to date by comparing each page's version with the one indexed, so a publish costs the pages it
// changed, never a rebuild. Pages marked 'Hide from search' are known (so they are not read again) but not indexed.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Store } from '@/lib/db/port';
import type { Page } from '@/lib/content/schemas';
import { indexTerm, wordsOf } from './search-words';

/** The words of a page the caller reads from its blocks (components/blocks/search-text.ts). */
export type PageTextOf = (page: Page) => { description: string; body: string };

/** What the index keeps of a page: what a result shows, and what its filters and phrases are checked against. */
export type IndexedPage = {
  id: string;
  slug: string;
  title: string;
  keywords: string;
  description: string;
  /** The page's text, cut at BODY_LIMIT characters for the snippet and phrase checks (every word is indexed). */
  body: string;
  startDate: string;
  endDate: string;
  tags: string[];
  /** Its title, keywords, description and text (as kept) as words with a space either side: phrases are looked up here. */
  words: string;
};

type Entry = { stamp: string; page: IndexedPage | null };

/** Characters of a page's text kept in memory for snippets and phrases: a long page's opening is what matters. */
const BODY_LIMIT = 20_000;
/** Pages read from the store at a time while the index is built. */
const BATCH = 200;

/** A match in the title outweighs one in the keywords, the description and the text, in that order. */
const BOOST = { title: 8, keywords: 4, description: 2, body: 1 };

const newIndex = () =>
  new MiniSearch<IndexedPage>({
    idField: 'id',
    fields: ['title', 'keywords', 'description', 'body'],
    storeFields: [],
    tokenize: wordsOf,
    processTerm: indexTerm,
  });

/** A page's copy as indexed: changes with every publish. */
const stampOf = (doc: { version?: unknown; lastPublished?: unknown }) => `${String(doc.version ?? '')}:${String(doc.lastPublished ?? '')}`;

export type Hit = { page: IndexedPage; score: number; terms: string[] };

export class DomainIndex {
  private mini = newIndex();
  private entries = new Map<string, Entry>();

  constructor(readonly domainId: string) {}

  /** How many pages are searchable. */
  get size(): number {
    return this.mini.documentCount;
  }

  /** Brings the index to the store's published pages: adds new and changed pages, drops those gone or hidden. */
  async sync(store: Store, textOf: PageTextOf): Promise<void> {
    const published = store.collection<Page>('publishedPages');
    const rows = await published.find({ domainId: this.domainId }, { projection: { _id: 1, version: 1, lastPublished: 1 } });
    const current = new Set<string>();
    const changed: string[] = [];
    for (const row of rows) {
      const id = String(row._id);
      current.add(id);
      if (this.entries.get(id)?.stamp !== stampOf(row)) changed.push(id);
    }
    for (const id of [...this.entries.keys()]) if (!current.has(id)) this.remove(id);
    for (let start = 0; start < changed.length; start += BATCH) {
      const docs = await published.find({ _id: { $in: changed.slice(start, start + BATCH) } });
      for (const doc of docs) this.put(doc, textOf);
    }
  }

  private remove(id: string): void {
    if (this.entries.get(id)?.page) this.mini.discard(id);
    this.entries.delete(id);
  }

  private put(doc: Page, textOf: PageTextOf): void {
    const id = String(doc._id);
    this.remove(id);
    if (doc.domainId !== this.domainId) return;
    const stored = doc as Page & { searchKeywords?: unknown; hideFromSearch?: unknown };
    if (stored.hideFromSearch === true) {
      this.entries.set(id, { stamp: stampOf(doc), page: null });
      return;
    }
    const { description, body } = textOf(doc);
    const kept = body.slice(0, BODY_LIMIT);
    const title = String(doc.header?.title ?? '');
    const keywords = typeof stored.searchKeywords === 'string' ? stored.searchKeywords : '';
    const page: IndexedPage = {
      id,
      slug: String(doc.slug ?? ''),
      title,
      keywords,
      description,
      body: kept,
      startDate: doc.header?.startDate ?? '',
      endDate: doc.header?.endDate ?? '',
      tags: Array.isArray(doc.tags) ? doc.tags.map(String) : [],
      // Each part apart ('|'), so a phrase never runs from the end of one into the start of the next.
      words: [title, keywords, description, kept].map((text) => spaced(wordsOf(text))).join('|'),
    };
    // Every word is indexed; the index itself keeps no text (no stored fields), the entry only the opening.
    this.mini.add({ ...page, body });
    this.entries.set(id, { stamp: stampOf(doc), page });
  }

  /**
   * The pages matching the query's words, best first. All the words must match where some page has them all;
   * otherwise any of them. A word of five letters or more (as indexed, without its ending) forgives one typing
   * error, and a word of three or more also finds longer words it begins. A quoted phrase must appear as written (in words).
   */
  search(text: string, keep: (page: IndexedPage) => boolean = () => true): Hit[] {
    const { words, phrases } = parseQuery(text);
    const terms = words.filter((word) => indexTerm(word) !== null);
    for (const phrase of phrases) terms.push(...phrase.filter((word) => indexTerm(word) !== null));
    if (terms.length === 0) return [];
    const filter = (result: SearchResult) => {
      const page = this.entries.get(String(result.id))?.page;
      return Boolean(page && keep(page) && phrases.every((phrase) => containsPhrase(page, phrase)));
    };
    const query = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      // Judged on the word as indexed ('walking' is 'walk'): one edit in a short stem would find other words ('talk').
      queries: terms.map((word) => ({ queries: [word], fuzzy: (indexTerm(word) ?? '').length >= 5 ? 1 : 0, prefix: word.length >= 3 })),
    });
    const options = { boost: BOOST, weights: { fuzzy: 0.5, prefix: 0.6 }, filter };
    let found = this.mini.search(query('AND'), options);
    if (found.length === 0 && terms.length > 1) found = this.mini.search(query('OR'), options);
    const hits = found.map((result) => ({ page: this.entries.get(String(result.id))!.page!, score: result.score, terms: result.terms }));
    return rankPhrases(hits, words);
  }
}

/** Quoted parts as phrases (their words in order), the rest as words. */
export function parseQuery(text: string): { words: string[]; phrases: string[][] } {
  const phrases: string[][] = [];
  const rest = text.replace(/["“”]([^"“”]*)["“”]?/g, (_, inside: string) => {
    const words = wordsOf(inside);
    if (words.length > 1) phrases.push(words);
    return words.length === 1 ? ` ${inside} ` : ' ';
  });
  return { words: wordsOf(rest), phrases };
}

const spaced = (words: readonly string[]) => ` ${words.join(' ')} `;

const containsPhrase = (page: IndexedPage, phrase: readonly string[]) => page.words.includes(spaced(phrase));

/** How many of the best results are checked for the whole query written as one phrase. */
const PHRASE_CHECKED = 50;

/** The whole query found as written (several words) lifts a result: most in its title, less in its text. */
function rankPhrases(hits: Hit[], words: readonly string[]): Hit[] {
  if (words.length < 2 || hits.length === 0) return hits;
  const wanted = spaced(words);
  const top = hits.slice(0, PHRASE_CHECKED).map((hit) => {
    const inTitle = spaced(wordsOf(hit.page.title)).includes(wanted);
    const inText = !inTitle && hit.page.words.includes(wanted);
    return { ...hit, score: hit.score * (inTitle ? 2 : inText ? 1.3 : 1) };
  });
  top.sort((a, b) => b.score - a.score);
  return [...top, ...hits.slice(PHRASE_CHECKED)];
}

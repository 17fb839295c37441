// One domain's search index, kept in this server's memory (MiniSearch): built from the published pages in the store,
// then brought up to date by comparing each page's stamp (its version and publish time) with the one indexed, so a
// publish costs the pages it changed, never a rebuild. Pages marked 'Hide from search' are known (so they are not
// read again) but not indexed.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { Store } from '@/lib/db/port';
import type { Page } from '@/lib/content/schemas';
import { mendPublishedStamps, publishedStampsOf, stampOf } from '@/lib/content/pages/published-copy';
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
/**
 * Changed pages read one by one up to this many (a read by id is what every store serves from its primary index);
 * more, and the domain's published pages are read in one query (at start, or after an import).
 */
const ONE_BY_ONE = 20;

/** A match in the title outweighs one in the keywords, the description and the text, in that order. */
const BOOST = { title: 8, keywords: 4, description: 2, body: 1 };

/** A result found through a word one edit from the one typed counts this much of an exact match. */
const NEAR_WEIGHT = 0.5;
/** Words a search forgives a typing error in, and the words it may find instead, have this many letters at least. */
const FORGIVEN_LENGTH = 5;
/** Results enough that the words typed are taken as meant: fewer, and words one edit away are tried too. */
const ENOUGH = 10;

/**
 * The index, and the words of its pages as written (each with its index term) for typing errors: a typo can change
 * the stem ('mindfulnes' → 'mindfuln', while 'mindfulness' → 'mind'), so words are compared as written.
 */
function newIndex(words: SearchableMap<string>) {
  const tokenize = (text: string) => {
    const found = wordsOf(text);
    for (const word of found) {
      if (word.length < FORGIVEN_LENGTH - 1 || /\d/.test(word) || words.has(word)) continue;
      const term = indexTerm(word);
      if (term !== null) words.set(word, term);
    }
    return found;
  };
  return new MiniSearch<IndexedPage>({
    idField: 'id',
    fields: ['title', 'keywords', 'description', 'body'],
    storeFields: [],
    tokenize,
    processTerm: indexTerm,
    searchOptions: { tokenize: wordsOf },
  });
}

export type Hit = { page: IndexedPage; score: number; terms: string[] };

export class DomainIndex {
  /** Every word (of four letters or more, without digits) of the pages indexed since this server started. */
  private words = new SearchableMap<string>();
  private mini = newIndex(this.words);
  private entries = new Map<string, Entry>();
  /** Whether this server has checked the domain's stamps against its pages (at its first look). */
  private mended = false;

  constructor(readonly domainId: string) {}

  /** How many pages are searchable. */
  get size(): number {
    return this.mini.documentCount;
  }

  /**
   * Brings the index to the store's published pages: adds new and changed pages, drops those gone or hidden. The
   * first look at the domain reads the published pages themselves (and mends their stamps); later ones read only the
   * stamps (lib/content/pages/published-copy.ts), then the pages that changed.
   */
  async sync(store: Store, textOf: PageTextOf): Promise<void> {
    const published = store.collection<Page>('publishedPages');
    let current: Map<string, string>;
    if (this.mended) current = await publishedStampsOf(store, this.domainId);
    else {
      const rows = await published.find({ domainId: this.domainId }, { projection: { _id: 1, version: 1, lastPublished: 1 } });
      current = new Map(rows.map((row) => [String(row._id), stampOf(row)]));
      await mendPublishedStamps(store, this.domainId, current);
      this.mended = true;
    }
    const changed: string[] = [];
    for (const [id, stamp] of current) if (this.entries.get(id)?.stamp !== stamp) changed.push(id);
    for (const id of [...this.entries.keys()]) if (!current.has(id)) this.remove(id);
    // A page whose copy is gone by the time it is read (unpublished meanwhile) is dropped.
    const read = new Map<string, Page>();
    if (changed.length > ONE_BY_ONE) {
      const wanted = new Set(changed);
      for (const doc of await published.find({ domainId: this.domainId })) if (wanted.has(String(doc._id))) read.set(String(doc._id), doc);
    } else {
      for (const id of changed) {
        const doc = await published.findOne({ _id: id });
        if (doc) read.set(id, doc);
      }
    }
    for (const id of changed) {
      const doc = read.get(id);
      if (doc) this.put(doc, textOf);
      else this.remove(id);
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
   * otherwise any of them. A word of three letters or more also finds longer words it begins. Where the words as
   * typed find fewer than ten pages, a word of five letters or more also finds the words one edit from it (a letter
   * added, missing, changed, or two side by side swapped). A quoted phrase must appear as written (in words).
   */
  search(text: string, keep?: (page: IndexedPage) => boolean): Hit[] {
    const { words, phrases } = parseQuery(text);
    const loose = words.filter((word) => indexTerm(word) !== null);
    // A phrase's words are looked up as written: the phrase check needs them so.
    const exact = phrases.flat().filter((word) => indexTerm(word) !== null);
    if (loose.length + exact.length === 0) return [];
    // Every indexed page has an entry: only a section, 'Upcoming' or a phrase needs a look at each result.
    const filter =
      keep || phrases.length
        ? (result: SearchResult) => {
            const page = this.entries.get(String(result.id))?.page;
            return Boolean(page && (!keep || keep(page)) && phrases.every((phrase) => containsPhrase(page, phrase)));
          }
        : undefined;
    const options = { boost: BOOST, weights: { fuzzy: 0, prefix: 0.6 }, filter };
    // Every word and phrase, else any of them (a phrase needs all its words, and the filter checks it).
    const run = (combineWith: 'AND' | 'OR', near: string[][] | null) => {
      const queries = loose.map((word, i) => wordQuery(word, near?.[i] ?? []));
      if (combineWith === 'AND') queries.push(...exact);
      else if (exact.length) queries.push({ combineWith: 'AND', queries: exact });
      return this.mini.search({ combineWith, queries }, options);
    };
    let found = run('AND', null);
    // Few pages for the words as typed: the words one edit from them are tried too.
    const near = found.length < ENOUGH ? this.nearEach(loose) : null;
    if (near) found = run('AND', near);
    if (found.length === 0 && loose.length + phrases.length > 1) found = run('OR', near);
    const hits = found.map((result) => ({ page: this.entries.get(String(result.id))!.page!, score: result.score, terms: result.terms }));
    return rankPhrases(hits, words);
  }

  /** For each word, the words of the pages one edit from it; null when no word has any. */
  private nearEach(words: readonly string[]): string[][] | null {
    const near = words.map((word) => this.nearWords(word));
    return near.some((found) => found.length > 0) ? near : null;
  }

  /** Words of the pages one edit from `word` (as written) whose index term differs from its own, one per term. */
  private nearWords(word: string): string[] {
    if (word.length < FORGIVEN_LENGTH || /\d/.test(word)) return [];
    const own = indexTerm(word);
    const byTerm = new Map<string, string>();
    const consider = (candidate: string, term: string | undefined) => {
      if (term !== undefined && term !== own && !byTerm.has(term)) byTerm.set(term, candidate);
    };
    for (const [candidate, [term]] of this.words.fuzzyGet(word, 1)) consider(candidate, term);
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      consider(swapped, this.words.get(swapped));
    }
    return [...byTerm.values()];
  }
}

/** One word of the query: as typed (and the longer words it begins), or else one of the words near it, weighed less. */
function wordQuery(word: string, near: readonly string[]): Query {
  const typed: Query = { queries: [word], prefix: word.length >= 3 };
  if (near.length === 0) return typed;
  return { combineWith: 'OR', queries: [typed, { combineWith: 'OR', queries: [...near], boostTerm: () => NEAR_WEIGHT }] };
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

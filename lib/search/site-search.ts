// The site search as visitors use it (the search page and GET search): crisis help first when the words signal risk,
// then the published pages that match, ten at a time, each with its section, a snippet with the words found marked,
// and the dates of a course or event. One index per domain in this server's memory, brought up to date when the
// domain's published pages change (the `sitemap:<domain>` tag, as for every list of pages: see generation below).
import type { Store } from '@/lib/db/port';
import type { CrisisContact, Nav, SiteSettings } from '@/lib/content/schemas';
import { cardDateLine } from '@/lib/hub/card';
import { DomainIndex, type Hit, type IndexedPage, type PageTextOf } from './search-index';
import { signalsCrisis } from './crisis-queries';
import { inSection, sectionLabelOf, searchSections } from './search-sections';
import { snippetOf, type SnippetPart } from './snippet';
import { recordSearchMiss } from './search-misses';

export const RESULTS_PER_PAGE = 10;
export const MAX_QUERY_LENGTH = 200;

export type SearchRequest = { q: string; section?: string; upcoming?: boolean; page: number };

export type SearchResultItem = {
  title: string;
  /** The page's address on the site ('/training/asist'). */
  url: string;
  /** The navigation section it is shown under ('Training'), or ''. */
  section: string;
  snippet: SnippetPart[];
  /** A course's or event's dates as its card shows them ('1st March 2026 - 3rd March 2026'), or ''. */
  dateLine: string;
};

export type CrisisHelp = { contacts: Pick<CrisisContact, 'id' | 'name' | 'phone' | 'text' | 'hours'>[] };

export type SearchAnswer = {
  query: string;
  results: SearchResultItem[];
  total: number;
  page: number;
  pageCount: number;
  /** Set when the words signal that the person may be at risk: shown before every result. */
  crisis: CrisisHelp | null;
  sections: { id: string; label: string }[];
};

/** What the search needs besides the store: the domain's published navigation and settings, today, and how to read pages. */
export type SearchContext = {
  nav: Pick<Nav, 'tierOneItems'>;
  settings: Pick<SiteSettings, 'crisisContacts' | 'crisisSearchPhrases'>;
  /** 'yyyy-MM-dd' in the site's time zone: 'Upcoming only' keeps courses and events that end today or later. */
  today: string;
  textOf: PageTextOf;
  /**
   * Which copy of the domain's published pages visitors get: a value that changes whenever a page of the domain is
   * published, unpublished or deleted (lib/search/published-generation.ts). The index is checked against the store
   * only when it changes.
   */
  generation: string;
  now: Date;
};

type Slot = { index: DomainIndex; generation: string | null; syncing: Promise<void> | null };
const slots = new Map<string, Slot>();

function slotOf(domainId: string): Slot {
  let slot = slots.get(domainId);
  if (!slot) {
    slot = { index: new DomainIndex(domainId), generation: null, syncing: null };
    slots.set(domainId, slot);
  }
  return slot;
}

/**
 * The domain's index, up to date with `generation`. One update at a time per domain: a search arriving meanwhile
 * waits for it, then checks again (a publish may have come after that update began).
 */
export async function searchIndexOf(store: Store, domainId: string, textOf: PageTextOf, generation: string | null): Promise<DomainIndex> {
  const slot = slotOf(domainId);
  while (generation === null ? slot.generation === null : slot.generation !== generation) {
    slot.syncing ??= slot.index
      .sync(store, textOf)
      .then(() => {
        slot.generation = generation ?? '';
      })
      .finally(() => {
        slot.syncing = null;
      });
    await slot.syncing;
  }
  return slot.index;
}

/** Forgets every index (tests that replace the store under the same domain). */
export const forgetSearchIndexes = () => slots.clear();

const isUpcoming = (page: IndexedPage, today: string) => {
  const last = page.endDate || page.startDate;
  return Boolean(last) && last >= today;
};

function crisisHelp(settings: SearchContext['settings']): CrisisHelp {
  return { contacts: settings.crisisContacts.map(({ id, name, phone, text, hours }) => ({ id, name, phone, text, hours })) };
}

function itemOf(hit: Hit, sections: ReturnType<typeof searchSections>): SearchResultItem {
  const { page } = hit;
  return {
    title: page.title || page.slug || 'Home',
    url: `/${page.slug}`,
    section: sectionLabelOf(sections, page.slug),
    snippet: snippetOf([page.description, page.body], hit.terms),
    dateLine: page.startDate || page.endDate ? cardDateLine({ startDate: page.startDate, endDate: page.endDate }, page.tags) : '',
  };
}

/** Answers one search. A search that finds nothing is counted by its words and day alone (lib/search/search-misses.ts). */
export async function searchSite(store: Store, domainId: string, request: SearchRequest, context: SearchContext): Promise<SearchAnswer> {
  const query = request.q.trim().slice(0, MAX_QUERY_LENGTH);
  const sections = searchSections(context.nav);
  const section = sections.find((candidate) => candidate.id === request.section);
  const crisis = query && signalsCrisis(query, context.settings.crisisSearchPhrases) ? crisisHelp(context.settings) : null;
  const answer = (results: SearchResultItem[], total: number): SearchAnswer => ({
    query,
    results,
    total,
    page: request.page,
    pageCount: Math.ceil(total / RESULTS_PER_PAGE),
    crisis,
    sections: sections.map(({ id, label }) => ({ id, label })),
  });
  if (!query) return answer([], 0);
  const index = await searchIndexOf(store, domainId, context.textOf, context.generation);
  const keep =
    section || request.upcoming
      ? (page: IndexedPage) => (!section || inSection(section, page.slug)) && (!request.upcoming || isUpcoming(page, context.today))
      : undefined;
  const hits = index.search(query, keep);
  if (hits.length === 0 && !section && !request.upcoming) await recordSearchMiss(store, domainId, query, context.now);
  const start = (request.page - 1) * RESULTS_PER_PAGE;
  return answer(
    hits.slice(start, start + RESULTS_PER_PAGE).map((hit) => itemOf(hit, sections)),
    hits.length,
  );
}

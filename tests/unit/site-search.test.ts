// The site search's reading of words, its crisis phrases, its sections and snippets, and its index (stemming,
// typos, prefixes, phrases, title before text, hidden pages, updates by version).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexTerm, withinOneEdit, wordsOf } from '@/lib/search/search-words';
import { signalsCrisis } from '@/lib/search/crisis-queries';
import { DEFAULT_CRISIS_PHRASES } from '@/lib/search/crisis-phrases';
import { inSection, searchSections, sectionLabelOf } from '@/lib/search/search-sections';
import { snippetOf } from '@/lib/search/snippet';
import { DomainIndex } from '@/lib/search/search-index';
import type { CollectionName, Doc, Store } from '@/lib/db/port';
import { publishedStampsOf, putPublishedCopy, removePublishedCopy } from '@/lib/content/pages/published-copy';
import { openTestStore, type TestStore } from '../support/test-store';
import type { Page } from '@/lib/content/schemas';

describe('words', () => {
  it('are lower case, without accents or apostrophes, split at hyphens and punctuation', () => {
    expect(wordsOf("Can't cope — self-harm, Café RÉSUMÉ")).toEqual(['cant', 'cope', 'self', 'harm', 'cafe', 'resume']);
  });
  it('meet their variants through their stems, and stop words are not indexed', () => {
    expect(indexTerm('courses')).toBe(indexTerm('course'));
    expect(indexTerm('suicidal')).toBe(indexTerm('suicide'));
    expect(indexTerm('the')).toBeNull();
    expect(indexTerm('my')).toBeNull();
  });
  it('are one edit apart when one letter is added, removed or changed', () => {
    expect(withinOneEdit('anxiety', 'anxity')).toBe(true);
    expect(withinOneEdit('anxiety', 'anxietyy')).toBe(true);
    expect(withinOneEdit('anxiety', 'anxiefy')).toBe(true);
    expect(withinOneEdit('anxiety', 'anixety')).toBe(false);
    expect(withinOneEdit('cope', 'copper')).toBe(false);
  });
});

describe('crisis phrases', () => {
  const phrases = DEFAULT_CRISIS_PHRASES;
  it.each([
    'suicide',
    'Suicidal thoughts',
    'I want to kill myself',
    "I can't cope anymore",
    'cant cope',
    'my son self harm',
    'self-harming teenager',
    'selfharm',
    'I want to die',
    'sucide help',
    'thinking of ending my life',
    'no reason to live',
  ])('show crisis help for %j', (query) => {
    expect(signalsCrisis(query, phrases)).toBe(true);
  });
  it.each(['mental health first aid', 'volunteer', 'training courses in Adelaide', 'donate', 'coping with stress at work', 'harmony day', 'self care'])(
    'do not for %j',
    (query) => {
      expect(signalsCrisis(query, phrases)).toBe(false);
    },
  );
  it('are the site’s own: a phrase added is matched, one removed is not', () => {
    expect(signalsCrisis('feeling trapped', ['feeling trapped'])).toBe(true);
    expect(signalsCrisis('suicide', ['self harm'])).toBe(false);
    expect(signalsCrisis('', phrases)).toBe(false);
  });
});

const nav = {
  tierOneItems: [
    { type: 'page' as const, text: 'Get help', href: '/get-help', children: [{ type: 'page' as const, href: '/contact', text: 'Contact' }] },
    { type: 'page' as const, text: 'Training', href: '/training', children: [] },
    { type: 'external' as const, text: 'Shop', href: 'https://example.org', children: [] },
    { type: 'page' as const, text: 'Events', href: '/events', children: [{ type: 'page' as const, href: '/training/courses', text: 'Courses' }] },
  ],
};

describe('sections', () => {
  const sections = searchSections(nav);
  it('are the navigation’s first-level items that lead to pages', () => {
    expect(sections.map(({ id, label }) => ({ id, label }))).toEqual([
      { id: 'get-help', label: 'Get help' },
      { id: 'training', label: 'Training' },
      { id: 'events', label: 'Events' },
    ]);
  });
  it('hold the pages their links name and the pages under their addresses', () => {
    const [help, training, events] = sections;
    expect(inSection(help, 'contact')).toBe(true);
    expect(inSection(training, 'training/asist')).toBe(true);
    expect(inSection(training, 'trainingday')).toBe(false);
    expect(inSection(events, 'training/courses')).toBe(true);
    expect(sectionLabelOf(sections, 'training/courses')).toBe('Events');
    expect(sectionLabelOf(sections, 'training/asist')).toBe('Training');
    expect(sectionLabelOf(sections, 'privacy')).toBe('');
  });
});

describe('snippets', () => {
  it('show the words around the first word found, marked wherever they appear, as text never markup', () => {
    const body = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Our counsellors help with <b>anxiety</b> and worry. Anxious? Call us.`;
    const parts = snippetOf(['', body], [indexTerm('anxiety')!]);
    expect(parts[0]).toEqual({ text: '… ' });
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['anxiety']);
    expect(parts.map((part) => part.text).join('')).toContain('<b>');
  });
  it('fall back to the opening of the description when no word is found in the text', () => {
    expect(snippetOf(['A short description.', 'Body'], ['zzz'])).toEqual([{ text: 'A short description.' }]);
  });
});

/** A store holding only published pages, enough for the index. */
/** The index's tests run on a fresh embedded store each, the pages published into it as the publish call writes them. */
let opened: TestStore;
const publish = async (...pages: Record<string, unknown>[]) => {
  for (const doc of pages) await putPublishedCopy(opened.store, doc as Page);
};
const textOf = (page: Page) => ({ description: page.header.description, body: (page.contents as { text?: string }[]).map((c) => c.text ?? '').join(' ') });
const page = (id: string, title: string, text: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  _id: id,
  domainId: 'd',
  slug: id,
  version: 1,
  lastPublished: '2026-11-01',
  header: { title, description: '' },
  contents: [{ text }],
  tags: [],
  ...extra,
});

describe('the index', () => {
  beforeEach(async () => {
    opened = await openTestStore('site-search-');
  });
  afterEach(() => opened.dispose());
  const pages = [
    page('anxiety', 'Anxiety support', 'Talk with someone.'),
    page('counselling', 'Counselling', 'Our counsellors help with anxiety, anxiety and more anxiety, every day of the week.'),
    page('asist', 'ASIST', 'Two days of training.', { searchKeywords: 'suicide prevention course' }),
    page('walk', 'Walk for Hope', 'A walk along the river to raise money.'),
    page('hidden', 'Anxiety staff notes', 'Internal.', { hideFromSearch: true }),
    page('first-aid', 'Mental Health First Aid', 'First aid for the mind, for workplaces.'),
    page('other', 'Other', 'Mental health at work, with aid and first steps.'),
    page('calm', 'Calm', 'Mindfulness and breathing in the garden.'),
  ];
  const ready = async () => {
    await publish(...pages);
    const index = new DomainIndex('d');
    await index.sync(opened.store, textOf);
    return index;
  };
  const slugs = (hits: { page: { slug: string } }[]) => hits.map((hit) => hit.page.slug);

  it('ranks a match in the title above matches in the text, and never finds a hidden page', async () => {
    const index = await ready();
    expect(slugs(index.search('anxiety'))).toEqual(['anxiety', 'counselling']);
    expect(index.size).toBe(7);
  });
  it('finds variants, typos of one letter in longer words, and the beginnings of words', async () => {
    const index = await ready();
    expect(slugs(index.search('counsellor'))).toContain('counselling');
    expect(slugs(index.search('anxity'))).toContain('anxiety');
    expect(slugs(index.search('walking'))).toEqual(['walk']);
    expect(slugs(index.search('coun'))).toContain('counselling');
    expect(slugs(index.search('wlk'))).toEqual([]);
  });
  it('forgives a typing error that changes the stem of the word, and two letters swapped', async () => {
    const index = await ready();
    // 'mindfulnes' is stemmed 'mindfuln' and 'mindfulness' 'mind': the words are compared as written.
    expect(slugs(index.search('mindfulnes')).sort()).toEqual(slugs(index.search('mindfulness')).sort());
    expect(slugs(index.search('mindfulnes'))).toContain('calm');
    expect(slugs(index.search('anxeity'))).toEqual(['anxiety', 'counselling']);
    expect(slugs(index.search('breathign garden'))).toEqual(['calm']);
    // Short words are taken as typed.
    expect(slugs(index.search('calmm'))).toEqual(['calm']);
    expect(slugs(index.search('wakl'))).toEqual([]);
  });
  it('finds a page by its search keywords', async () => {
    expect(slugs((await ready()).search('prevention'))).toEqual(['asist']);
  });
  it('keeps a quoted phrase as written, and lifts a page holding the query as a phrase', async () => {
    const index = await ready();
    expect(slugs(index.search('"first aid for the mind"'))).toEqual(['first-aid']);
    expect(slugs(index.search('"aid first"'))).toEqual([]);
    // No page has every part: pages with any of them, the phrase still as written.
    expect(slugs(index.search('"first aid" zebra'))).toEqual(['first-aid']);
    expect(slugs(index.search('"aid first" zebra'))).toEqual([]);
    expect(slugs(index.search('mental health first aid'))[0]).toBe('first-aid');
  });
  it('reads many changed pages at once and a few one by one, keeping only its own domain', async () => {
    const many = Array.from({ length: 30 }, (_, i) => page(`p${i}`, `Course ${i}`, i % 2 ? 'Evening class.' : 'Morning class.'));
    await publish(...many, page('elsewhere', 'Course elsewhere', 'Evening class.', { domainId: 'other' }));
    const index = new DomainIndex('d');
    await index.sync(opened.store, textOf);
    expect(index.size).toBe(30);
    expect(index.search('evening')).toHaveLength(15);
    await publish(page('p1', 'Course 1', 'Morning class.', { version: 2 }));
    await removePublishedCopy(opened.store, 'p3');
    await index.sync(opened.store, textOf);
    expect(index.size).toBe(29);
    expect(index.search('evening')).toHaveLength(13);
  });
  it('follows the store: a page republished with new words, one unpublished, one hidden since', async () => {
    const index = await ready();
    await publish(page('walk', 'Walk for Hope', 'A stroll by the sea.', { version: 2 }), { ...pages[1], version: 2, hideFromSearch: true });
    await removePublishedCopy(opened.store, 'anxiety');
    await index.sync(opened.store, textOf);
    expect(slugs(index.search('river'))).toEqual([]);
    expect(slugs(index.search('sea'))).toEqual(['walk']);
    expect(slugs(index.search('anxiety'))).toEqual([]);
  });
  it('learns of a publish through the stamps alone, then reads only the page that changed', async () => {
    const index = await ready();
    const reads: string[] = [];
    const published = opened.store.collection('publishedPages');
    const watched = {
      ...opened.store,
      collection: (name: CollectionName) => {
        const collection = opened.store.collection(name);
        if (name !== 'publishedPages') return collection;
        return { ...collection, find: (...args: Parameters<typeof published.find>) => (reads.push('find'), published.find(...args)), findOne: (...args: Parameters<typeof published.findOne>) => (reads.push('findOne'), published.findOne(...args)) };
      },
    } as Store;
    await publish(page('walk', 'Walk for Hope', 'A stroll by the sea.', { version: 2 }));
    await index.sync(watched, textOf);
    expect(slugs(index.search('sea'))).toEqual(['walk']);
    expect(reads).toEqual(['findOne']);
  });
  it('mends the stamps from the pages at its first look: pages restored without them, a stale one and one left over', async () => {
    const store = opened.store;
    // As a restore leaves them: published copies, no stamps.
    for (const doc of [page('a', 'Alpha', 'First.'), page('b', 'Beta', 'Second.')]) await store.collection('publishedPages').insert(doc as Doc);
    await store.collection('publishedStamps').insert({ _id: 'gone', domainId: 'd', stamp: '1:2026-01-01' });
    await store.collection('publishedStamps').insert({ _id: 'b', domainId: 'd', stamp: '0:stale' });
    const index = new DomainIndex('d');
    await index.sync(store, textOf);
    expect(slugs(index.search('second'))).toEqual(['b']);
    expect(await publishedStampsOf(store, 'd')).toEqual(new Map([['a', '1:2026-11-01'], ['b', '1:2026-11-01']]));
    // From then on the stamps lead: a page published through the store's one path is found.
    await publish(page('c', 'Gamma', 'Third.'));
    await index.sync(store, textOf);
    expect(slugs(index.search('third'))).toEqual(['c']);
  });
});

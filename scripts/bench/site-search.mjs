// How fast the site search is on a large site: npm run bench:search [-- calls]
// Seeds 10,000 published pages (a title, a description and about 150 words of text each) into a throwaway store
// (embedded, then MongoDB: scripts/bench/lib/bench-stores.mjs), then prints
//   the index build from the store (time, and the memory the index holds),
//   p50/p95 of a search (lib/search/site-search.ts, as the search call and page run it once the index is current)
//   for one word, several words, a typo, a prefix, a quoted phrase, a crisis phrase, a section filter and nothing
//   found (goal p95 <= 30 ms),
//   and publish to searchable: from a page's new copy and stamp in the store (lib/content/pages/published-copy.ts)
//   to the first search that finds it (median of 5).
import { createRequire } from 'node:module';
import { onEachStore } from './lib/bench-stores.mjs';
import { timeCalls, WARM_UP } from './lib/time-calls.mjs';
import { median } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { openStore } = require('../../lib/db/index.ts');
const { searchSite, searchIndexOf, forgetSearchIndexes } = require('../../lib/search/site-search.ts');
const { pageSearchText } = require('../../components/blocks/search-text.ts');
const { putPublishedCopy } = require('../../lib/content/pages/published-copy.ts');
const { buildNav, buildSettings } = require('../../lib/seed/site-chrome.ts');

const PAGES = 10_000;
const CALLS = Number(process.argv[2] ?? 300);
const DOMAIN_ID = 'bench';
const GOAL_MS = 30;

// Words of a charity's pages, so the index holds a realistic vocabulary (plus a number per page, as names do).
const vocabulary = (
  'support group anxiety depression counselling training course workshop volunteer family carer young people ' +
  'community walk fundraising donate helpline listen safe plan recovery wellbeing workplace manager school parent ' +
  'grief loss suicide prevention awareness first aid mental health conversation skills evening weekend online ' +
  'regional country city library hall meeting coffee morning register booking free cost lunch provided accessible ' +
  'wheelchair parking hearing loop interpreter language culture aboriginal torres strait islander elders respect ' +
  'stories hope together belong connect learn share practise confidence resilience stress sleep exercise nature ' +
  'garden art music writing journal breathing mindfulness doctor nurse referral service appointment waiting'
).split(' ');
const places = ['Adelaide', 'Mount Gambier', 'Port Augusta', 'Whyalla', 'Online', 'Murray Bridge', 'Port Lincoln', 'Berri'];
const kinds = ['Workshop', 'Support group', 'Course', 'Walk', 'Webinar'];
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const sentence = (words) => Array.from({ length: words }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');

function benchPage(i, version = 1, extra = '') {
  const day = new Date(Date.UTC(2026, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
  return {
    _id: `bench-${i}`,
    domainId: DOMAIN_ID,
    pageType: 'page',
    template: 'generic',
    slug: `${i % 3 ? 'training' : 'get-help'}/page-${String(i).padStart(5, '0')}`,
    headerType: 'FullWidthImageCustomHeader',
    header: { title: `${kinds[i % kinds.length]} ${i} in ${places[i % places.length]}`, description: sentence(20), quickLinks: [], ...(i % 2 ? { startDate: day } : {}) },
    contents: [
      { componentType: 'RichText', key: `k${i}a`, text: `<p>${sentence(80)}</p><p>${sentence(50)} ${extra}</p>` },
      { componentType: 'Text', key: `k${i}b`, text: sentence(20) },
      { componentType: 'Button', key: `k${i}c`, link: { type: 'page', href: '/contact', text: 'Enquire now' } },
    ],
    tags: [`Location:${places[i % places.length]}`],
    searchKeywords: i % 10 === 0 ? 'featured' : '',
    published: true,
    lastPublished: new Date(Date.UTC(2026, 0, 1) + i * 1000 * version).toISOString(),
    version,
  };
}

const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

await onEachStore(openStore, 'bench-search', async ({ name, store }) => {
  console.log(`\n== ${name} ==`);
  seed = 42; // the same pages on every store
  forgetSearchIndexes();
  const seedStart = performance.now();
  // As the publish call writes them: each page's published copy and its stamp.
  for (let i = 0; i < PAGES; i++) await putPublishedCopy(store, benchPage(i));
  console.log(`Seeded ${PAGES} published pages in ${Math.round(performance.now() - seedStart)} ms.`);

  const heapBefore = heapMb();
  const buildStart = performance.now();
  const index = await searchIndexOf(store, DOMAIN_ID, pageSearchText, 'g0');
  const buildMs = performance.now() - buildStart;
  const heapAfter = heapMb();
  console.log(
    `Index build from the store: ${Math.round(buildMs)} ms for ${index.size} pages; the index holds about ${Math.round(heapAfter - heapBefore)} MB` +
      `${globalThis.gc ? '' : ' (heap growth without a forced collection: approximate)'}.`,
  );

  const context = { nav: buildNav(), settings: buildSettings(), today: '2026-06-01', textOf: pageSearchText, generation: 'g0', now: new Date() };
  const queries = [
    ['one word', { q: 'counselling' }],
    ['three words', { q: 'support group weekend' }],
    ['a typo (one letter)', { q: 'mindfulnes' }],
    ['a typo (two letters swapped)', { q: 'anxeity' }],
    ['a prefix', { q: 'wellbe' }],
    ['a quoted phrase', { q: '"first aid"' }],
    ['a crisis phrase', { q: 'i want to kill myself' }],
    ['one word, section and upcoming', { q: 'garden', section: 'training', upcoming: true }],
    ['a title word, page 5', { q: 'workshop', page: 5 }],
    ['nothing found', { q: 'xylophone zeppelin' }],
  ];
  console.log(`search, ${CALLS} calls per query after ${WARM_UP} to warm up (goal p95 <= ${GOAL_MS} ms):`);
  for (const [label, request] of queries) {
    await timeCalls({
      label,
      calls: CALLS,
      goalMs: GOAL_MS,
      call: () => searchSite(store, DOMAIN_ID, { page: 1, ...request }, context),
      describe: (answer) => `${answer.results.length} of ${answer.total}${answer.crisis ? ', crisis help first' : ''}`,
    });
  }

  // Words no other page holds, each far from the others (a word one edit from another would find both).
  const newWords = ['zephyrine', 'quillwort', 'marrowfat', 'tangelos', 'bramblewick'];
  const waits = [];
  for (let round = 1; round <= newWords.length; round++) {
    const word = newWords[round - 1];
    const i = round * 97;
    const url = `/${benchPage(i).slug}`;
    await putPublishedCopy(store, benchPage(i, round + 1, word));
    const started = performance.now();
    const generation = `g${round}`;
    for (;;) {
      const answer = await searchSite(store, DOMAIN_ID, { q: word, page: 1 }, { ...context, generation });
      if (answer.results.some((result) => result.url === url)) break;
      if (performance.now() - started > 10_000) throw new Error(`'${word}' was not found 10 s after its page was published.`);
    }
    waits.push(performance.now() - started);
  }
  console.log(`Publish to searchable (a page's new copy in the store to the first search finding it): median ${median(waits).toFixed(1)} ms of 5.`);
});

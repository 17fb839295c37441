// How fast the course hub answers on a large site: npm run bench:hub [-- calls]
// Seeds 10,000 tagged published pages into a throwaway store (embedded, then MongoDB: scripts/bench/lib/bench-stores.mjs), then runs
// POST hub/filter (input validation and handler, as the dispatcher does) as a visitor would, and prints
// p50/p95 for no filter, one category and three categories, in each sort, and on MongoDB how each query was served.
// The goal is p95 <= 50 ms.
import { createRequire } from 'node:module';
import { onEachStore } from './lib/bench-stores.mjs';
import { timeCalls, WARM_UP } from './lib/time-calls.mjs';

// Loaded through require so tsx compiles the TypeScript modules as the seed script gets them (CommonJS).
const require = createRequire(import.meta.url);
const { openStore } = require('../../lib/db/index.ts');
const { withListing } = require('../../lib/hub/listing.ts');
const hubFilter = require('../../api-handlers/hub-filter.ts').default;

const PAGES = 10_000;
const CALLS = Number(process.argv[2] ?? 200);
const DOMAIN_ID = 'bench';
const locations = ['Adelaide', 'Mount Gambier', 'Port Augusta', 'Whyalla', 'Online', 'Murray Bridge', 'Port Lincoln', 'Berri'];
const types = ['Training', 'Support Group', 'Community Event'];
const eventTypes = ['Workshop', 'Webinar', 'Walk', 'Meeting', 'Conference'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

await onEachStore(openStore, 'bench-hub', async ({ name, store, explainQueries }) => {
  console.log(`\n== ${name} ==`);
  const seedStart = performance.now();
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < PAGES; i++) {
    const at = new Date(start + i * 60 * 60 * 1000).toISOString();
    const day = new Date(start + (i % 700) * 24 * 60 * 60 * 1000);
    await store.collection('publishedPages').insert(
      withListing({
        _id: `bench-${i}`,
        domainId: DOMAIN_ID,
        pageType: 'page',
        template: 'generic',
        slug: `courses/course-${String(i).padStart(5, '0')}`,
        headerType: 'FullWidthImageCustomHeader',
        header: {
          title: `${eventTypes[i % eventTypes.length]} ${i} in ${locations[i % locations.length]}`,
          description: '<p>A course of the benchmark site, with a sentence of description.</p>',
          quickLinks: [],
          ...(i % 2 ? { startDate: day.toISOString().slice(0, 10) } : {}),
        },
        contents: [
          { componentType: 'RichText', key: `k${i}a`, text: '<p>Some words about the course, who it is for, and what it costs.</p>' },
          { componentType: 'Button', key: `k${i}b`, link: { type: 'page', href: '/training/enquiry', text: 'Enquire' } },
        ],
        tags: [
          `Location:${locations[i % locations.length]}`,
          `Events Type:${types[i % types.length]}`,
          `Event Type:${eventTypes[i % eventTypes.length]}`,
          `Date:${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`,
        ],
        published: true,
        lastPublished: at,
        updatedAt: at,
        createdAt: at,
        version: 1,
      }),
    );
  }
  console.log(`Seeded ${PAGES} published pages in ${Math.round(performance.now() - seedStart)} ms.`);

  // A visitor of the bench domain: the handler's domain check reads the domains collection.
  await store.collection('domains').insert({ _id: DOMAIN_ID, name: 'Bench', hostnames: ['bench.localhost'], published: true, isDefault: false });
  const context = { store, user: null, sessionId: null, now: new Date(), ip: '127.0.0.1', hostname: 'bench.localhost', invalidate: () => {}, setCookie: () => {} };
  const views = [
    ['no filter', {}],
    ['one category (Location: 2 values)', { userFilters: ['Location:Adelaide', 'Location:Online'] }],
    ['three categories', { userFilters: ['Location:Adelaide', 'Location:Whyalla', 'Events Type:Training', 'Event Type:Workshop'] }],
    ['base filter + one category, page 3', { hubFilters: ['Events Type:Training'], userFilters: ['Location:Online'], pageIndex: 2 }],
  ];
  console.log(`POST hub/filter, ${CALLS} calls per view and sort after ${WARM_UP} to warm up:`);
  for (const [label, body] of views) {
    for (const sortBy of ['desc', 'a-z']) {
      await timeCalls({
        label: `${label}, ${sortBy}`,
        calls: CALLS,
        call: () => hubFilter.handler(hubFilter.input.parse({ domainId: DOMAIN_ID, sortBy, ...body }), context),
        describe: (result) => `${result.pages.length} cards of ${result.count}`,
        explainQueries,
      });
    }
  }
});

// How fast the sitemap tab answers on a large site: npm run bench:sitemap [-- calls]
// Seeds 10,000 working pages into a throwaway store (embedded, then MongoDB: scripts/bench/lib/bench-stores.mjs), then runs
// GET sitemap/filter (input validation and handler, as the dispatcher does after the session check) for
// a publisher, and prints p50/p95 per view, and on MongoDB how each query of the view was served. The goal is p95 <= 50 ms.
import { createRequire } from 'node:module';
import { onEachStore } from './lib/bench-stores.mjs';
import { timeCalls, WARM_UP } from './lib/time-calls.mjs';

// Loaded through require so tsx compiles the TypeScript modules as the seed script gets them (CommonJS).
const require = createRequire(import.meta.url);
const { openStore } = require('../../lib/db/index.ts');
const sitemapFilter = require('../../api-handlers/sitemap-filter.ts').default;

const PAGES = 10_000;
const CALLS = Number(process.argv[2] ?? 200);
const DOMAIN_ID = 'bench';
const frequencies = ['never', 'yearly', 'monthly', 'weekly', 'daily', 'hourly', 'always'];
const rolesFor = (i) => (i % 20 === 0 ? ['admin'] : i % 10 === 0 ? ['forms'] : i % 7 === 0 ? ['publisher'] : []);

await onEachStore(openStore, 'bench-sitemap', async ({ name, store, explainQueries }) => {
  console.log(`\n== ${name} ==`);
  const seedStart = performance.now();
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  for (let i = 0; i < PAGES; i++) {
    const at = new Date(start + i * 90 * 60 * 1000).toISOString();
    await store.collection('pages').insert({
      _id: `bench-${i}`,
      domainId: DOMAIN_ID,
      pageType: 'page',
      template: 'generic',
      slug: `section-${i % 40}/page-${String(i).padStart(5, '0')}`,
      headerType: 'FullWidthImageCustomHeader',
      header: { title: `Page ${i}`, description: 'A page of the benchmark site, with a sentence of description.', quickLinks: [] },
      contents: [
        { componentType: 'RichText', key: `k${i}a`, text: '<p>Some words about getting help, and who to call.</p>' },
        { componentType: 'ButtonCta', key: `k${i}b`, link: { type: 'page', href: '/get-help', text: 'Get help' } },
      ],
      tags: [],
      roles: rolesFor(i),
      frequency: frequencies[i % frequencies.length],
      priority: (i % 11) / 10,
      published: i % 3 !== 0,
      lastPublished: i % 3 !== 0 ? at : null,
      updatedAt: at,
      createdAt: at,
      version: 1,
    });
  }
  console.log(`Seeded ${PAGES} pages in ${Math.round(performance.now() - seedStart)} ms.`);

  const user = { _id: 'bench-publisher', username: 'paula', email: 'paula@example.org', name: 'Paula', roles: ['publisher'] };
  const context = { store, user, sessionId: 'bench', now: new Date(), ip: '127.0.0.1', invalidate: () => {}, setCookie: () => {} };
  const views = [
    ['default view (page 1, size 10)', {}],
    ['slug contains "page-01" + frequency weekly', { slug: 'page-01', freq: 'weekly' }],
    ['priority 0.5 + publishable by you', { priority: '0.5', publishableByYou: 'true' }],
    ['last modified range + page 50', { lastModFrom: '2024-03-01', lastModTo: '2024-12-31', page: '50' }],
  ];
  console.log(`GET sitemap/filter, ${CALLS} calls per view after ${WARM_UP} to warm up:`);
  for (const [label, query] of views) {
    await timeCalls({
      label,
      calls: CALLS,
      call: () => sitemapFilter.handler(sitemapFilter.input.parse({ domainId: DOMAIN_ID, ...query }), context),
      describe: (result) => `${result.sitemap.length} rows of ${result.total}`,
      explainQueries,
    });
  }
});

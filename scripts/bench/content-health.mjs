// The content-health report on a large site: npm run bench:health [-- --pages 10000 --seconds 10]
//   [NEXT_DIST_DIR=.next-bench] node --import tsx ... (run through the npm script)
// Serves an existing production build (NEXT_DIST_DIR, default .next-bench) on a fresh temporary store seeded with the
// demo site, adds `--pages` published pages (default 10,000; each with rich text linking to other pages, some
// missing, a picture, a phone number and tags; every tenth past its review date), then
//   1. runs the report in this process on the embedded store, timed (goal: 60 s or less for 10,000 pages);
//   2. serves the site again and measures visitors (20 connections over the home page and four content pages) for
//      `--seconds` on their own, then while the server runs the report back to back ('Check now' again as soon as
//      one is done), and prints both with the ratio during/alone (requests per second, p50, p99), and the report's
//      own time in the server.
// External links are not checked (they are the same on any site size; the checker's pace is set, not measured).
// Figures are printed, never judged; the exit code is 2 when something could not be measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { freePort, projectRoot, siteBuildState, startNextApp, stopAllServers } from './lib/next-server.mjs';
import { signInAsAdmin } from './lib/admin-session.mjs';
import { runVisitors } from './lib/visitor-load.mjs';
import { describeMachine, printTable, round, section } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { openStore } = require('../../lib/db/index.ts');
const { runHealthCheck } = require('../../lib/content/health/health-report.ts');

const { values: options } = parseArgs({ options: { pages: { type: 'string' }, seconds: { type: 'string' } } });
const PAGES = Number(options.pages ?? 10_000);
const seconds = Number(options.seconds ?? process.env.BENCH_SECONDS ?? 10);
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const password = 'bench-Admin-password-1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-health-'));
const cleanUp = () => {
  stopAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanUp(), process.exit(130)));

async function startSite() {
  const port = await freePort();
  const site = await startNextApp(projectRoot, { port, readyPath: '/health', env: { NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, ADMIN_PASSWORD: password, SITE_URL: `http://127.0.0.1:${port}`, REDIS_URL: '', HEALTH_CHECK_MS: String(7 * 86_400_000) } });
  for (let attempt = 0; attempt < 240 && (await fetch(site.url).then((r) => r.status, () => 0)) !== 200; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 500));
  return site;
}

/** A published page of the benchmark site, as stored (working and published copies alike). */
function benchPage(i, imageId) {
  const slug = `bench/page-${String(i).padStart(5, '0')}`;
  const at = new Date(Date.parse('2025-01-01T00:00:00.000Z') + i * 60_000).toISOString();
  const next = `/bench/page-${String((i + 1) % PAGES).padStart(5, '0')}`;
  return {
    _id: `bench-health-${i}`,
    domainId: 'default',
    pageType: 'page',
    template: 'generic',
    slug,
    headerType: 'FullWidthImageCustomHeader',
    header: { title: `Support page ${i}`, description: 'A page of the benchmark site.', quickLinks: [] },
    contents: [
      { componentType: 'RichText', key: `r${i}`, text: `<p>Read <a href="${next}">the next page</a> or <a href="/bench/gone-${i % 50}">an old one</a>. Call 1800 000 000 or 1800 ${String(100 + (i % 900))} 000.</p>` },
      { componentType: 'Media', key: `m${i}`, image: { desktop: { imageId }, alt: i % 25 === 0 ? '' : 'People talking' } },
      { componentType: 'Text', key: `t${i}`, text: 'Open every weekday from 9 to 5.' },
    ],
    tags: i % 3 === 0 ? ['topic:anxiety'] : [],
    roles: [],
    frequency: 'monthly',
    priority: 0.5,
    published: true,
    lastPublished: at,
    updatedAt: at,
    createdAt: at,
    version: 1,
  };
}

let exitCode = 0;
try {
  const build = siteBuildState(distDir);
  if (!build.exists) throw new Error(`no production build in ${distDir}: build one with NEXT_DIST_DIR=${distDir} npx next build`);
  describeMachine();
  // The demo site first (the server seeds an empty store), then the pages, written while no server holds the files.
  let site = await startSite();
  await site.stop();
  let store = await openStore({ dataDir });
  const image = await store.collection('images').findOne({});
  const seedStart = performance.now();
  for (let i = 0; i < PAGES; i += 1) {
    const page = benchPage(i, String(image?._id ?? 'img-none'));
    await store.collection('pages').insert(page);
    await store.collection('publishedPages').insert(page);
    if (i % 10 === 0) await store.collection('reviewDates').insert({ _id: page._id, domainId: 'default', reviewBy: '2025-06-30', lastReviewedAt: null, lastReviewedBy: null });
  }
  section(`Seeded ${PAGES} published pages in ${round((performance.now() - seedStart) / 1000, 1)} s`);

  const runStart = performance.now();
  const report = await runHealthCheck(store, 'default', new Date(), { links: false });
  const runSeconds = (performance.now() - runStart) / 1000;
  const byKind = Object.entries(report.problems.reduce((counts, p) => ({ ...counts, [p.kind]: (counts[p.kind] ?? 0) + 1 }), {}));
  section('1. The report in one process on the embedded store (goal: 60 s or less)');
  printTable(['pages', 'seconds', 'pages/s', 'problems kept', 'more than kept'], [[report.pagesChecked, round(runSeconds, 1), round(report.pagesChecked / runSeconds), report.problems.length, report.truncated ? 'yes' : 'no']]);
  console.log(`  by kind (of those kept): ${byKind.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  await store.close();
  store = null;

  site = await startSite();
  const paths = ['/', '/about', '/bench/page-00001', '/bench/page-05000', '/bench/page-09999'];
  const visitors = () => runVisitors({ baseUrl: site.url, paths, connections: 20, seconds });
  await runVisitors({ baseUrl: site.url, paths, connections: 20, seconds: 2 });
  const alone = await visitors();
  const admin = await signInAsAdmin(site.url, password);
  // The report runs back to back for as long as the visitors ask, so every answer below is served beside one.
  const runReport = async () => {
    await admin.call('POST', 'site/checkHealth', { body: { domainId: 'default' } });
    for (;;) {
      const served = (await admin.call('GET', 'site/health', { query: { domainId: 'default' } })).report;
      if (served.state !== 'running') return served;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  let visiting = true;
  const runs = [];
  const reports = (async () => {
    while (visiting) runs.push(await runReport());
  })();
  const during = await visitors();
  visiting = false;
  await reports;
  const served = runs.at(-1);
  section(`2. Visitors, 20 connections for ${seconds} s over ${paths.join(' ')}: alone, then while the server runs the report`);
  printTable(
    ['', 'answers', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
    [
      ['alone', alone.answers, round(alone.rps), round(alone.p50), round(alone.p99), alone.non2xx],
      ['during the report', during.answers, round(during.rps), round(during.p50), round(during.p99), during.non2xx],
      ['ratio during/alone', '', round(during.rps / alone.rps, 2), round(during.p50 / alone.p50, 2), round(during.p99 / alone.p99, 2), ''],
    ],
  );
  const serverSeconds = runs.map((run) => (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000);
  console.log(`  the report ran ${runs.length} time${runs.length === 1 ? "" : "s"} back to back in the server, ${round(Math.min(...serverSeconds), 1)}–${round(Math.max(...serverSeconds), 1)} s each (${served.pagesChecked} pages), last state ${served.state}`);
} catch (error) {
  console.error(`Could not measure: ${error instanceof Error ? error.message : error}`);
  exitCode = 2;
} finally {
  cleanUp();
}
process.exit(exitCode);

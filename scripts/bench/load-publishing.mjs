// Publishing under load, and saves surviving a crash: npm run bench:load [-- --seconds 10]
//   [NEXT_DIST_DIR=.next-bench] [BENCH_REBUILD=1|auto] [MONGODB_URI=mongodb://...] node scripts/bench/load-publishing.mjs
//   [--seconds 60] [--connections 50] [--pages 10] [--crash-after 3] [--mongo off]
// Serves an existing production build (NEXT_DIST_DIR, default .next-bench: the one `npm run bench` builds and keeps
// up to date; or build one with `NEXT_DIST_DIR=.next-bench npx next build`). A missing build is an error, and a
// build older than the sources is used with a warning; BENCH_REBUILD=auto builds first when the sources changed,
// BENCH_REBUILD=1 always. The site runs with `next start` on a free port and a fresh temporary store seeded with
// the demo site, then:
//   1. `--connections` visitors (default 50) ask for `--pages` published pages (default 10) in turn for `--seconds`
//      (default 60; or BENCH_SECONDS) while a signed-in admin, once a second, saves one of those pages with the
//      marker 'Load test draft N' and then publishes it with 'Load test published N'. Every visitor answer is read:
//      it must never show a draft marker (a draft leak), and the first answer showing 'published N' gives the time
//      from that publish's answer to visitors seeing it. Prints requests per second, p50/p99 latency, failed
//      answers, draft leaks (goal 0), publish-to-visible p50/p95/worst (goal 1 s or less) and stale answers.
//   2. A burst of saves (lib/crash-during-saves.mjs) with the server killed by SIGKILL in the middle of it
//      (`--crash-after` seconds in), started again on the same store, and every save answered 200 looked for:
//      "acknowledged saves lost: N" (goal 0). On the embedded store, then on a fresh database of the MongoDB server
//      at MONGODB_URI (dropped afterwards), or without MONGODB_URI on FerretDB (scripts/ferretdb.mjs: over PostgreSQL
//      where the machine has it, else SQLite; built with Go the first time); `--mongo off` leaves MongoDB out.
//      The two stores' figures end the run side by side.
// Timings are printed, never judged. The exit code is 1 when visitors saw a draft or an acknowledged save was lost,
// 2 when something could not be measured (the site did not build or start, a part failed), 0 otherwise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteIfNeeded, freePort, projectRoot, siteBuildState, startNextApp, stopAllServers } from './lib/next-server.mjs';
import { signInAsAdmin } from './lib/admin-session.mjs';
import { runVisitors } from './lib/visitor-load.mjs';
import { EDIT_EVERY_MS, choosePages, runEditor } from './lib/publishing-editor.mjs';
import { crashDuringSaves } from './lib/crash-during-saves.mjs';
import { createPublishTracker, markersIn, percentile, withDatabaseName } from './lib/publish-markers.mjs';
import { describeMachine, printTable, round, section } from './lib/report.mjs';
import { FERRETDB_VERSION, postgresBinDir, startFerretDb } from '../ferretdb.mjs';

const { values: options } = parseArgs({
  options: { seconds: { type: 'string' }, connections: { type: 'string' }, pages: { type: 'string' }, 'crash-after': { type: 'string' }, mongo: { type: 'string' } },
});
const seconds = Number(options.seconds ?? process.env.BENCH_SECONDS ?? 60);
const connections = Number(options.connections ?? 50);
const pageCount = Number(options.pages ?? 10);
const crashAfterMs = Number(options['crash-after'] ?? 3) * 1000;
const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const password = process.env.ADMIN_PASSWORD || 'bench-Admin-password-1';

const temporaryDirs = [];
const cleanUp = () => {
  stopAllServers();
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanUp(), process.exit(130)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => round(value);
const worst = (values) => (values.length > 0 ? Math.max(...values) : null);

/** Serves the build on a free port with the store in `dataDir` (or MongoDB at `mongodbUri`), once visitors are answered. */
async function startSite(dataDir, mongodbUri = '') {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const env = { NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, ADMIN_PASSWORD: password, SITE_URL: `http://127.0.0.1:${port}`, MONGODB_URI: mongodbUri, REDIS_URL: '' };
  // On MongoDB the session key is not generated into the data directory: every server (here: before and after the kill) must be given the same.
  if (mongodbUri) env.AUTH_SECRET = process.env.AUTH_SECRET || 'bench-session-key-shared-by-the-servers-0123456789';
  const site = await startNextApp(projectRoot, { port, env, readyPath: '/health' });
  // The first visitor request also waits for the demo content to be seeded.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await fetch(site.url).then((r) => r.status, () => 0)) === 200) return site;
    await sleep(500);
  }
  site.stop();
  throw new Error(`the home page never answered 200:\n${site.output().slice(-2000)}`);
}

function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-data-'));
  temporaryDirs.push(dir);
  return dir;
}

async function publishingUnderLoad(site) {
  const admin = await signInAsAdmin(site.url, password);
  let marker = 0;
  const nextMarker = () => (marker += 1);
  const { slots, blocked, notShown } = await choosePages(site, admin, pageCount, nextMarker);
  const tracker = createPublishTracker();
  // The editor stops a little before the visitors, so its last publishes are seen too.
  const editorStops = performance.now() + Math.max(1, seconds - Math.min(2, seconds / 5)) * 1000;
  const [visitors, editor] = await Promise.all([
    runVisitors({
      baseUrl: site.url,
      paths: slots.map((slot) => slot.path),
      connections,
      seconds,
      onAnswer: (pagePath, answer) => answer.status >= 200 && answer.status < 300 && tracker.answer(pagePath, answer),
    }),
    runEditor(admin, slots, tracker, editorStops, nextMarker),
  ]);
  // Afterwards each page must show its last publish.
  let showingLast = 0;
  for (const slot of slots) {
    const startAt = performance.now();
    const answer = await fetch(site.url + slot.path).then((r) => r.text());
    tracker.answer(slot.path, { startAt, endAt: performance.now(), html: answer });
    if (markersIn(answer).published.includes(slot.published)) showingLast += 1;
  }
  const figures = tracker.summary();

  section(`Visitors: ${connections} connections for ${round(visitors.seconds, 1)} s over ${slots.length} published pages (${slots.map((s) => s.path).join(' ')})`);
  printTable(['answers', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], [[visitors.answers, round(visitors.rps), ms(visitors.p50), ms(visitors.p99), visitors.non2xx, visitors.errors]]);
  if (visitors.firstError) console.log(`  first failure: ${visitors.firstError}`);
  if (blocked > 0) console.log(`  (${blocked} published pages passed over: the pre-publish checks refuse them)`);
  if (notShown.length > 0) console.log(`  (passed over, published but not showing the new marker 5 s later: ${notShown.join(' ')})`);
  section(`Editor: a save then a publish every ${EDIT_EVERY_MS / 1000} s (or as soon as the last one is answered), one page in turn`);
  printTable(
    ['cycles', 'per second', 'save p50 ms', 'save worst ms', 'publish p50 ms', 'publish worst ms', 'failed'],
    [[editor.cycles, round(editor.cycles / editor.seconds, 2), ms(percentile(editor.saveMs, 50)), ms(worst(editor.saveMs)), ms(percentile(editor.publishMs, 50)), ms(worst(editor.publishMs)), editor.failures]],
  );
  if (editor.firstFailure) console.log(`  first failure: ${editor.firstFailure}`);
  section('Publish-to-visible: from the publish answer to the first visitor answer showing it (goal 1000 ms or less)');
  printTable(
    ['publishes', 'p50 ms', 'p95 ms', 'worst ms', 'never seen', 'pages showing their last publish'],
    [[figures.publishes, ms(percentile(figures.visibleMs, 50)), ms(percentile(figures.visibleMs, 95)), ms(worst(figures.visibleMs)), figures.neverSeen, `${showingLast}/${slots.length}`]],
  );
  console.log(`  stale answers (asked for after a newer publish was answered): ${figures.staleAnswers}${figures.staleAnswers ? `, the latest asked for ${ms(figures.worstStaleMs)} ms after it` : ''}`);
  console.log(`  draft leaks (answers showing a saved, unpublished marker; goal 0): ${figures.draftLeaks} of ${figures.answers} answers read`);
  for (const leak of figures.leaks) console.log(`    ${leak.path} showed 'Load test draft ${leak.draft}'`);
  return figures.draftLeaks;
}

/** Each store's crash test, for the closing table. */
const crashResults = [];

async function crashTest(storeName, dataDir, mongodbUri = '') {
  section(`Crash test (${storeName}): a burst of saves, the server killed with SIGKILL after ${crashAfterMs / 1000} s, started again on the same store`);
  const site = await startSite(dataDir, mongodbUri);
  const result = await crashDuringSaves({ site, restart: () => startSite(dataDir, mongodbUri), password, killAfterMs: crashAfterMs });
  await result.site.kill('SIGTERM');
  report(result);
  crashResults.push({ storeName, result });
  return result.lost;
}

function report(result) {
  const { counts } = result;
  printTable(
    ['saves answered 200', 'new pages', 'chain saves', 'contended saves', '409s', 'other refusals', 'cut off by the kill', 'burst s', 'restart s'],
    [[result.acknowledged, counts.newPages, counts.chain, counts.contention, counts.conflicts, counts.refused, counts.cutOff, round(result.burstSeconds, 1), round(result.restartSeconds, 1)]],
  );
  if (result.firstRefusal) console.log(`  first refusal: ${result.firstRefusal}`);
  console.log(`  acknowledged saves lost: ${result.lost} (of ${result.acknowledged}, on ${result.pagesSaved} pages)`);
  for (const lost of result.lostExamples) {
    console.log(`    /${lost.slug}: answered version ${lost.version} '${lost.marker}', stored ${lost.stored ? `version ${lost.stored.version} '${lost.stored.marker}'` : 'nothing'}`);
  }
}

async function dropDatabase(uri, name) {
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(uri);
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}

console.log('Publishing under load, and saves surviving a crash');
for (const line of describeMachine()) console.log(`  ${line}`);
let site;
let embeddedDir;
try {
  const rebuild = { 1: 'always', auto: 'auto' }[process.env.BENCH_REBUILD];
  if (rebuild) buildSiteIfNeeded(distDir, { rebuild });
  const build = siteBuildState(distDir);
  if (!build.exists) throw new Error(`no production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` (or npm run bench), or set BENCH_REBUILD=auto`);
  console.log(`  build: ${distDir}${build.upToDate ? '' : ' (older than the sources: the figures describe that build)'}`);
  embeddedDir = freshDataDir();
  site = await startSite(embeddedDir);
  console.log(`  site: ${site.url} (next start, embedded store in a fresh temporary directory)`);
} catch (error) {
  console.error(`The site could not be started:\n${error.message}`);
  cleanUp();
  process.exit(2);
}

let draftLeaks = 0;
let lostSaves = 0;
let unmeasured = 0;
/** Runs one part; a part that fails prints why, and the run goes on (with exit code 2 at the end). */
async function part(body) {
  try {
    return await body();
  } catch (error) {
    unmeasured += 1;
    console.log(`  not measured: ${String(error?.message ?? error).split('\n').slice(0, 8).join('\n  ')}`);
    return 0;
  }
}

draftLeaks += await part(() => publishingUnderLoad(site));
// One process at a time on an embedded store: the crash test starts its own server on the same directory.
await site.kill('SIGTERM');
lostSaves += await part(() => crashTest('embedded store', embeddedDir));
let standIn = null;
if (options.mongo === 'off') {
  console.log('\n(MongoDB: left out with --mongo off)');
} else {
  // A server of one's own at MONGODB_URI, else the stand-in the tests use.
  let serverUri = process.env.MONGODB_URI;
  let serverName = 'MongoDB';
  if (!serverUri) {
    const backend = postgresBinDir() ? 'postgresql' : 'sqlite';
    standIn = (await part(() => startFerretDb({ backend }))) || null;
    serverUri = standIn?.uri;
    serverName = `FerretDB ${FERRETDB_VERSION} over ${backend === 'postgresql' ? 'PostgreSQL' : 'SQLite'}`;
  }
  const name = `load_test_${Date.now().toString(36)}`;
  const uri = serverUri && (await part(async () => withDatabaseName(serverUri, name)));
  if (uri) {
    lostSaves += await part(() => crashTest(`${serverName}, database ${name}`, freshDataDir(), uri));
    await part(() => dropDatabase(uri, name));
  }
  await standIn?.stop();
}
if (crashResults.length > 1) {
  section('Crash test, the stores side by side');
  printTable(
    ['store', 'saves answered 200', 'lost', 'burst s', 'saves/s', 'restart s'],
    crashResults.map(({ storeName, result }) => [
      storeName.replace(/, database .*/, ''),
      result.acknowledged,
      result.lost,
      round(result.burstSeconds, 1),
      round(result.acknowledged / Math.max(0.001, result.burstSeconds), 1),
      round(result.restartSeconds, 1),
    ]),
  );
}

console.log(`\n  load average at the end: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
cleanUp();
if (draftLeaks > 0 || lostSaves > 0) console.log(`\nFAILED: ${draftLeaks} draft leaks, ${lostSaves} acknowledged saves lost.`);
process.exit(draftLeaks > 0 || lostSaves > 0 ? 1 : unmeasured > 0 ? 2 : 0);

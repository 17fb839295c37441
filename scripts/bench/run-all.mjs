// Every speed figure of the site in one run: npm run bench
//   [NEXT_DIST_DIR=.next-bench] [BENCH_SECONDS=10] [BENCH_REBUILD=1|0] node scripts/bench/run-all.mjs
// (BENCH_REBUILD=1 always builds, =0 keeps an existing build even when sources changed; BENCH_PARTS=a,c runs only
// the parts named.)
// Builds the site into its own directory when its sources changed, serves it with `next start` on a free port
// and a fresh temporary store (seeded with the demo site), then prints
//   the yardsticks: a bare Next app built with the same Next (lib/bare-static-app.mjs) serving the same HTML as a
//       static page, the same bytes as a static route, and an empty page;
//   (a) throughput of every kind of visitor page (home, a content page, the hub when there is one, a form page
//       (BENCH_FORM_PATH, /contact) and the not-found page) and an image variant beside those yardsticks, with the
//       ratio site/bare (requests per second, and CPU time per request);
//   (b) Lighthouse mobile scores, LCP, TBT and CLS for the same pages, each beside the bare Next page of its HTML
//       as a visitor sees it, and the empty Next page (the median of BENCH_LIGHTHOUSE_RUNS runs, default 3);
//   (c) the JavaScript a visitor downloads per page (visitor-js.mjs), and how much of it is above an empty
//       Next page;
//   (d) publish-to-visible: from the publish answer to the first visitor GET showing the change (median of 5);
//   (e) the figures of nginx-proxy.mjs, when present;
//   (f) the editor on pages of 100 and 200 blocks (editor-typing.mjs): opening, a keystroke, move, add and delete.
// Figures are printed, never judged: the exit code is 0 unless the site cannot be built or started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSiteIfNeeded, freePort, projectRoot, startNextApp, stopAllServers } from './lib/next-server.mjs';
import { createBareStaticApp } from './lib/bare-static-app.mjs';
import { compareThroughput } from './lib/compare-throughput.mjs';
import { lighthouseMobile } from './lib/lighthouse-mobile.mjs';
import { OBSERVED_SLOWDOWN, observedBlocking } from './lib/observed-blocking.mjs';
import { findHubPath, signInAsAdmin } from './lib/admin-session.mjs';
import { publishToVisible } from './lib/publish-to-visible.mjs';
import { describeMachine, kilobytes, median, printTable, round, section } from './lib/report.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const password = process.env.ADMIN_PASSWORD || 'bench-Admin-password-1';
const contentPath = process.env.BENCH_CONTENT_PATH ?? '/about';

const cleanups = [];
const cleanUp = () => {
  stopAllServers();
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch {
      // keep cleaning
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanUp(), process.exit(130)));

// BENCH_PARTS=a,c runs only those parts (a to f); the yardstick app is built when a, b or c runs.
const onlyParts = process.env.BENCH_PARTS ? new Set(process.env.BENCH_PARTS.split(',').map((p) => p.trim().toLowerCase())) : null;

/** Runs one part unless BENCH_PARTS leaves it out; a failing part prints why and the run goes on. */
async function part(id, title, body) {
  if (onlyParts && !id.split('').some((p) => onlyParts.has(p))) return;
  section(title);
  try {
    await body();
  } catch (error) {
    console.log(`  not measured: ${String(error?.message ?? error).split('\n').slice(0, 6).join('\n  ')}`);
  }
}

console.log('Benchmarks of the Tidewell Community Support site');
for (const line of describeMachine()) console.log(`  ${line}`);

let site;
try {
  const started = performance.now();
  const built = buildSiteIfNeeded(distDir, { rebuild: { 1: 'always', 0: 'never' }[process.env.BENCH_REBUILD] ?? 'auto' });
  console.log(`  build: ${built ? `built into ${distDir} in ${round((performance.now() - started) / 1000, 1)} s` : `${distDir} is up to date`}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  site = await startNextApp(projectRoot, {
    port,
    // The embedded store in the fresh directory, one server: no MongoDB or shared cache even when configured.
    env: { NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, ADMIN_PASSWORD: password, SITE_URL: `http://127.0.0.1:${port}`, MONGODB_URI: '', REDIS_URL: '' },
    readyPath: '/health',
  });
  cleanups.push(site.stop);
  // The first visitor request also waits for the demo content to be seeded.
  await waitForHomePage(site.url);
  console.log(`  site: ${site.url} (next start, data in a fresh temporary directory)`);
} catch (error) {
  console.error(`The site could not be built or started:\n${error.message}`);
  cleanUp();
  process.exit(1);
}

async function waitForHomePage(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if ((await fetch(url).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the home page never answered 200');
}

const home = await fetch(site.url).then((r) => r.text());
const imagePath = /\/api\/image\/[^"\s]+?(?=[\s"])/.exec(home)?.[0]?.replace(/&amp;/g, '&');

let admin = null;
try {
  admin = await signInAsAdmin(site.url, password);
} catch (error) {
  console.log(`\n(sign-in failed, so the hub search and publish-to-visible are skipped: ${error.message})`);
}

const hub = admin ? await findHubPath(site.url, admin).catch(() => null) : null;
// Every kind of visitor page: home, a content page, the hub, a form page and the not-found page.
const formPath = process.env.BENCH_FORM_PATH ?? '/contact';
const missingPath = '/no-such-page';
const visitorPaths = ['/', contentPath, ...(hub ? [hub] : []), formPath, missingPath];

// The yardsticks (lib/bare-static-app.mjs): the same HTML as a bare static Next page, the same bytes as a static
// route, and an empty page; served until the end of the run.
let bare = null;
await part('abc', 'Yardsticks: a bare Next app with the same HTML as a static page and through the site\'s routing shape, the same bytes as a static route, and an empty page', async () => {
  const paths = [...visitorPaths, ...(imagePath ? [imagePath] : [])];
  const app = await createBareStaticApp(site.url, paths);
  cleanups.push(app.remove);
  app.build();
  const server = await startNextApp(app.dir, { port: await freePort(), readyPath: app.helloPath });
  cleanups.push(server.stop);
  bare = { ...app, server };
  const rows = [];
  for (const route of app.routes) {
    const bytesOf = async (address) => (address ? (await (await fetch(server.url + address)).arrayBuffer()).byteLength : null);
    rows.push([route.path.length > 40 ? `${route.path.slice(0, 37)}...` : route.path, kilobytes(route.bytes), kilobytes(await bytesOf(route.pagePath)), kilobytes(await bytesOf(route.shapePath)), kilobytes(route.bytes)]);
  }
  printTable(['address', 'site', 'bare static page', 'same-shape', 'bare static route'], rows);
  console.log(`  built in ${app.dir} with the site's Next; served at ${server.url}`);
});

await part('a', `(a) Throughput: ${seconds} s per side per address, 50 connections, every side in alternating slices`, async () => {
  if (!bare) throw new Error('no yardstick app');
  const rows = [];
  for (const route of bare.routes) {
    const sides = [
      // The not-found page answers 404 by design; its copies in the bare app answer 200.
      { name: 'site', url: site.url + route.path, pid: site.pid, ...(route.path === missingPath ? { answers: '4xx' } : {}) },
      ...(route.pagePath ? [{ name: 'page', url: bare.server.url + route.pagePath, pid: bare.server.pid }] : []),
      ...(route.shapePath ? [{ name: 'shape', url: bare.server.url + route.shapePath, pid: bare.server.pid }] : []),
      { name: 'route', url: bare.server.url + route.routePath, pid: bare.server.pid },
    ];
    const result = await compareThroughput(sides, seconds);
    const { site: s, page: p, shape: h, route: r } = result;
    const label = route.path.length > 40 ? `${route.path.slice(0, 37)}...` : route.path;
    const yardstick = p ?? r;
    rows.push([
      label,
      `${round(s.rps)} (${round(s.p50)} ms)`,
      p ? `${round(p.rps)} (${round(p.p50)} ms)` : null,
      h ? `${round(h.rps)} (${round(h.p50)} ms)` : null,
      `${round(r.rps)} (${round(r.p50)} ms)`,
      round(s.rps / yardstick.rps, 2),
      h ? round(s.rps / h.rps, 2) : null,
      h ? round(h.rps / yardstick.rps, 2) : null,
      [s, p, h, r].map((side) => (side ? round(side.cpuMsPerRequest, 2) : '–')).join(' / '),
      s.cpuMsPerRequest && yardstick.cpuMsPerRequest ? round(yardstick.cpuMsPerRequest / s.cpuMsPerRequest, 2) : null,
      Object.values(result).reduce((sum, side) => sum + side.failed, 0),
    ]);
  }
  if (!imagePath) console.log('  (no image variant on the home page)');
  printTable(['address', 'site req/s (p50)', 'static page', 'same-shape', 'static route', 'site/bare', 'site/same-shape', 'same-shape/bare', 'CPU ms/req site/page/shape/route', 'CPU ratio', 'failed'], rows);
  console.log('  site/bare: requests per second of the site over the bare static page of the same HTML (the static route for');
  console.log('  the image). site/same-shape: over the same markup served through the site\'s routing shape (the host rewritten');
  console.log('  into a dynamic sites/[host]/[[...slug]] page, rendered once, then from the page cache). CPU ratio: the first');
  console.log('  comparison by server CPU time per request, which other work disturbs less. same-shape/bare: the bare app');
  console.log('  itself, serving the same markup through the site\'s routing shape rather than as a static page: what any');
  console.log('  site that serves several domains from one build can reach against the static page, before any work of its own.');
  console.log('  For the image, same-shape is a dynamic route handler answering the same bytes from memory, a new Response each');
  console.log('  time, as the site answers a variant it served before: what Next costs a route that cannot be prerendered.');
});


// Lighthouse runs per address (BENCH_LIGHTHOUSE_RUNS, default 3): the median run is reported, every run's LCP beside it.
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const observedRuns = Math.max(1, Number(process.env.BENCH_OBSERVED_RUNS) || 5);

await part('b', `(b) Lighthouse mobile (simulated slow 4G, mid-range phone), median of ${lighthouseRuns} runs`, async () => {
  // Each page beside the bare Next page of its HTML as a visitor sees it (the issue's yardstick: same styles,
  // images and markup, Next's scripts and none of the site's), then the empty Next page. The not-found page is
  // audited for its accessibility, best practices and SEO only.
  // Each target keeps its own figures (lighthouse, observed); a page's target names its copy's (copy).
  const targets = [];
  for (const pagePath of visitorPaths) {
    const lookPath = pagePath === missingPath ? null : bare?.routes.find((route) => route.path === pagePath)?.lookPath;
    const copy = lookPath ? { pagePath: '  same HTML, bare', url: bare.server.url + lookPath, isCopy: true } : null;
    targets.push({ pagePath, url: site.url + pagePath, copy }, ...(copy ? [copy] : []));
  }
  if (bare) targets.push({ pagePath: 'empty Next page', url: bare.server.url + bare.helloPath });
  const rows = [];
  const details = [];
  for (const target of targets) {
    const { pagePath, url } = target;
    const result = await lighthouseMobile(url, { runs: lighthouseRuns }).catch((error) => ({ error }));
    target.lighthouse = result;
    if (result.error) {
      rows.push([pagePath, null, null, null, null, null, null, null, null, null]);
      details.push(`  ${pagePath}: ${result.error.message.split('\n')[0]}`);
      continue;
    }
    const { scores } = result;
    const each = result.runs.map((run) => `${run.performance}/${round(run.lcpMs)}`).join(' ');
    rows.push([pagePath, scores.performance, scores.accessibility, scores['best-practices'], scores.seo, round(result.lcpMs), round(result.tbtMs), round(result.cls, 3), round(result.cpuIndex), each]);
    // What a copy lacks or could improve is not the site's to fix: only the site's pages get their details.
    if (target.isCopy) continue;
    for (const [category, audits] of Object.entries(result.below)) for (const audit of audits) details.push(`  ${pagePath} ${category}: ${audit}`);
    if (result.opportunities.length) {
      details.push(`  ${pagePath} performance to improve: ${result.opportunities.map((o) => `${o.id}${o.displayValue ? ` (${o.displayValue})` : ''}`).join(', ')}`);
    }
  }
  printTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'CPU index', 'each run: perf/LCP ms'], rows);
  console.log(`  Every figure is from the median run of ${lighthouseRuns} (Lighthouse's own choice: the run nearest the median FCP and TTI);`);
  console.log('  the last column shows how far the runs spread. Its simulated LCP counts every script that finished loading');
  console.log('  before the paint it observed on this machine, so it moves by a few hundred ms from one run to the next.');
  console.log('  (CPU index: Lighthouse benchmarkIndex of this machine during the run; well under ~1000 means a busy CPU, which inflates TBT and LCP)');
  if (!hub) console.log('  hub: not measured (no /hub and no published page with a PageHub block)');
  if (bare) console.log('  same HTML, bare: the page above as a bare Next page (its styles, images and markup; no script of the site)');
  if (bare) console.log('  empty Next page: the same Next and React with one heading, the best any page of a Next site can score here');
  for (const line of details) console.log(line);

  // The goal's figures: each page against the bare page of its HTML, from the median runs above.
  const against = [];
  for (const { pagePath, lighthouse: page, copy } of targets) {
    const yardstick = copy?.lighthouse;
    if (!yardstick || yardstick.error || page.error) continue;
    against.push([
      pagePath,
      `${page.scores.performance} / ${yardstick.scores.performance}`,
      page.scores.performance - yardstick.scores.performance,
      `${round(page.tbtMs)} / ${round(yardstick.tbtMs)}`,
      round(page.tbtMs - yardstick.tbtMs),
      `${round(page.lcpMs)} / ${round(yardstick.lcpMs)}`,
      round(page.lcpMs - yardstick.lcpMs),
    ]);
  }
  if (against.length) {
    console.log('\n  Each page against the bare Next page of the same HTML (goal: performance within 3 points, TBT within 100 ms)');
    printTable(['page', 'perf site / bare', 'difference', 'TBT ms site / bare', 'difference', 'LCP ms site / bare', 'difference'], against);
  }

  // The same pages' blocking time observed in the browser, slowed down as Lighthouse simulates a phone.
  const observed = await observedBlocking(targets.map((target) => target.url), { runs: observedRuns }).catch((error) => ({ error }));
  if (observed.error) {
    console.log(`  observed blocking time: not measured (${observed.error.message.split('\n')[0]})`);
    return;
  }
  console.log(`\n  Blocking time observed in the browser (${OBSERVED_SLOWDOWN}x CPU slowdown, phone screen, median of ${observedRuns} loads)`);
  const floor = bare ? observed.at(-1) : null;
  observed.forEach((result, index) => (targets[index].observed = result));
  printTable(
    ['page', 'TBT ms', 'over the same HTML, bare', 'over the empty page', 'longest task ms', 'each load: TBT/longest ms'],
    observed.map((result, index) => [
      targets[index].pagePath,
      round(result.tbtMs),
      targets[index].copy ? round(result.tbtMs - targets[index].copy.observed.tbtMs) : null,
      floor && result !== floor ? round(result.tbtMs - floor.tbtMs) : null,
      round(result.longestMs),
      result.runs.map((run) => `${round(run.tbtMs)}/${round(run.longestMs)}`).join(' '),
    ]),
  );
  console.log('  Every long task from the navigation until the page has been quiet for a second, each counting its time over');
  console.log("  50 ms: Lighthouse's sum, measured in a slowed-down browser rather than simulated from an unthrottled load.");
});

await part('c', '(c) JavaScript a visitor downloads (gzip)', async () => {
  const file = path.join(import.meta.dirname, 'visitor-js.mjs');
  if (!fs.existsSync(file)) {
    console.log('  visitor JS: not measured (scripts/bench/visitor-js.mjs missing)');
    return;
  }
  const { measureVisitorJs } = await import(pathToFileURL(file).href);
  const results = await measureVisitorJs(site.url, { paths: visitorPaths });
  const floor = bare ? (await measureVisitorJs(bare.server.url, { paths: [bare.helloPath] }))[0] : null;
  const cssOf = (r) => kilobytes(r.css.fileGzipBytes + r.css.inlineGzipBytes);
  printTable(
    ['page', 'gzip', 'scripts', 'above an empty Next page', 'CSS (files + inline)', 'largest'],
    [
      ...results.map((r) => [r.path, kilobytes(r.gzipBytes), r.scripts, floor ? kilobytes(r.gzipBytes - floor.gzipBytes) : null, `${cssOf(r)} (${kilobytes(r.css.fileGzipBytes)} + ${kilobytes(r.css.inlineGzipBytes)})`, (r.largest ?? []).slice(0, 3).map((s) => `${s.name} ${kilobytes(s.gzipBytes)}`).join(', ')]),
      ...(floor ? [['empty Next page', kilobytes(floor.gzipBytes), floor.scripts, kilobytes(0), cssOf(floor), 'React and the Next router: the floor under any page of a Next site']] : []),
    ],
  );
});

await part('d', `(d) Publish-to-visible on ${contentPath}: publish answer to the first visitor GET showing the new title (polled every 10 ms)`, async () => {
  if (!admin) throw new Error('not signed in');
  const times = await publishToVisible(site.url, admin, contentPath.replace(/^\//, ''), 5);
  printTable(['median ms', 'runs ms'], [[round(median(times), 1), times.map((t) => (t === null ? 'never' : t.toFixed(1))).join(' ')]]);
});

await part('e', '(e) Behind nginx (nginx-proxy.mjs)', async () => {
  const file = path.join(import.meta.dirname, 'nginx-proxy.mjs');
  if (!fs.existsSync(file)) {
    console.log('  nginx: not measured (scripts/bench/nginx-proxy.mjs missing)');
    return;
  }
  const output = await runScript(file, [site.url, String(seconds)], { BENCH_SITE_URL: site.url, BENCH_SECONDS: String(seconds), ADMIN_PASSWORD: password, ADMIN_USERNAME: 'admin' });
  for (const line of output.trimEnd().split('\n')) console.log(`  ${line}`);
});

await part('f', '(f) The editor on large pages (editor-typing.mjs)', async () => {
  const output = await runScript(path.join(import.meta.dirname, 'editor-typing.mjs'), [site.url], { ADMIN_PASSWORD: password });
  for (const line of output.trimEnd().split('\n')) console.log(`  ${line}`);
});

console.log(`\n  load average at the end: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
cleanUp();
process.exit(0);

function runScript(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 15 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

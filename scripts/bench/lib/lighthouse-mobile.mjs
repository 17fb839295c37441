// A Lighthouse mobile audit (its default form factor and simulated slow 4G) of one address, in Debian's Chromium.
// A 404 answer is audited like any page (the not-found page is one a visitor meets).
// Lighthouse's simulated metrics move between runs on the same page (its LCP counts every script that finished
// loading before the paint it observed, and that race goes one way or the other), so an address is audited several
// times and the run Lighthouse's own median-run choice picks is the one reported, as Lighthouse advises.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { projectRoot } from './next-server.mjs';

const cli = path.join(projectRoot, 'node_modules/lighthouse/cli/index.js');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Audits url `runs` times and returns the median run, summarised: { scores: { performance, accessibility,
 * 'best-practices', seo } (0-100), lcpMs, tbtMs, cls, cpuIndex, below: { category: ['audit-id: what it found', ...] },
 * opportunities: [{ id, title, displayValue }], runs: [{ performance, lcpMs, tbtMs }] (every run, in order) }.
 * cpuIndex is Lighthouse's benchmarkIndex of this machine at the time: the lower, the busier the CPU, and
 * the more its simulated phone's main-thread times (TBT, and LCP through them) are inflated.
 */
export async function lighthouseMobile(url, { runs = 1 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditOnce(url));
  const runFigures = (lhr) => {
    const { scores, lcpMs, tbtMs } = summarise(lhr);
    return { performance: scores.performance, lcpMs, tbtMs };
  };
  return { ...summarise(computeMedianRun(results)), runs: results.map(runFigures) };
}

/** One Lighthouse run in a fresh profile: its result (LHR). */
async function auditOnce(url) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const report = path.join(work, 'report.json');
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${path.join(work, 'profile')}`];
  try {
    await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [cli, url, `--chrome-flags=${chromeFlags.join(' ')}`, '--output=json', `--output-path=${report}`, '--quiet', `--only-categories=${categories.join(',')}`, '--ignore-status-code'],
        { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => (error && !fs.existsSync(report) ? reject(new Error(`lighthouse failed: ${stderr || error.message}`)) : resolve()),
      );
    });
    const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function summarise(lhr) {
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const below = {};
  for (const id of categories.filter((c) => c !== 'performance')) {
    const failing = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 || lhr.audits[ref.id].scoreDisplayMode === 'binary')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${audit.id}: ${[...new Set((audit.details?.items ?? []).map(describeItem).filter(Boolean))].slice(0, 3).join('; ') || audit.title}`);
    if (failing.length) below[id] = failing;
  }
  // Performance audits that say what would save time or bytes (Lighthouse 12: the "insights" and diagnostics).
  const opportunities = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && !['metric'].includes(audit.scoreDisplayMode))
    .filter((audit) => !['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'].includes(audit.id))
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '' }));
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    cpuIndex: lhr.environment?.benchmarkIndex ?? null,
    below,
    opportunities,
  };
}

/** One line for a failing audit's item: the message and where it came from, or the element. */
function describeItem(item) {
  const where = item.sourceLocation?.url ?? item.url ?? item.source?.url ?? item.node?.selector;
  const what = item.description ?? item.node?.explanation;
  return [what, where].filter(Boolean).join(' ').replace(/https?:\/\/[^/\s]+/g, '').slice(0, 160);
}

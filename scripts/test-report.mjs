// The closing report of `npm test`: how long each stage took against its budget in test-budgets.json, the
// slowest tests and each test file's total, read from the JSON reports the two runners write, and how many test
// cases and `expect` calls the suite holds. `node scripts/test-report.mjs` prints it again from the last reports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const reportsDir = path.join(root, 'test-reports');
const budgetsFile = path.join(root, 'test-budgets.json');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Every test of the vitest JSON report: { file, name, ms, status }, and each file's wall time; `tag` follows file names. */
export function vitestTimes(report, tag = '') {
  const tests = [];
  const files = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name) + tag;
    files.push({ file: name, ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)), runner: 'vitest' });
    for (const t of file.assertionResults ?? []) {
      tests.push({ file: name, name: [...(t.ancestorTitles ?? []), t.title].join(' › '), ms: t.duration ?? 0, status: t.status });
    }
  }
  return { tests, files };
}

/** Every test of the Playwright JSON report (all its runs, retries and repeats included), and each file's total. */
export function playwrightTimes(report) {
  const tests = [];
  const walk = (suite, file, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const result of t.results ?? []) {
          tests.push({ file, name: [...titles, spec.title].join(' › '), ms: result.duration ?? 0, status: result.status, retry: result.retry ?? 0 });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, path.join('e2e', suite.file ?? suite.title), []);
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
  return { tests, files: [...byFile].map(([file, ms]) => ({ file, ms, runner: 'playwright' })) };
}

/** Test cases and `expect` calls written in the suite's files (a static count: the same before and after a change). */
export function inventory() {
  const counts = { files: 0, cases: 0, expects: 0 };
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(test|spec)\.tsx?$|-support\.ts$|support\.ts$|editor-pages\.ts$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        if (/\.(test|spec)\.tsx?$/.test(entry.name)) counts.files++;
        counts.cases += (text.match(/^\s*(?:test|it)(?:\.(?:only|skip|fixme|fail|concurrent))?\(\s*[`'"]/gm) ?? []).length;
        counts.cases += (text.match(/^\s*(?:test|it)\.each\(/gm) ?? []).length;
        counts.expects += (text.match(/\bexpect(?:\.(?:poll|soft|element))?\(/g) ?? []).length;
      }
    }
  };
  for (const dir of ['tests', 'e2e']) if (fs.existsSync(path.join(root, dir))) visit(path.join(root, dir));
  return counts;
}

/**
 * Prints the report. `stages`: [{ label, ms, status }] in the order they ran (what this run measured; stages it did
 * not reach are left out). Answers the labels over budget.
 */
export function printReport(stages = []) {
  const budgets = readJson(budgetsFile) ?? { stages: {} };
  const over = [];
  const lines = [];

  // The MongoDB store's pass (scripts/test-mongo.mjs) writes one report per server it ran against.
  const mongoReports = fs.existsSync(reportsDir) ? fs.readdirSync(reportsDir).filter((name) => /^vitest-mongo-[\w-]+\.json$/.test(name)) : [];
  const vitest = [vitestTimes(readJson(path.join(reportsDir, 'vitest.json')))]
    .concat(mongoReports.map((name) => vitestTimes(readJson(path.join(reportsDir, name)), ` (MongoDB store: ${name.slice('vitest-mongo-'.length, -'.json'.length)})`)))
    .reduce((all, one) => ({ tests: [...all.tests, ...one.tests], files: [...all.files, ...one.files] }));
  const e2eReport = readJson(path.join(reportsDir, 'e2e.json'));
  const e2e = playwrightTimes(e2eReport);
  const tests = [...vitest.tests.map((t) => ({ ...t, runner: 'vitest' })), ...e2e.tests.map((t) => ({ ...t, runner: 'playwright' }))];
  if (tests.length) {
    lines.push('', `=== The ${Math.min(20, tests.length)} slowest tests ===`);
    for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, 20)) lines.push(`${seconds(t.ms).padStart(8)}  ${t.file} › ${t.name}${t.retry ? ` (retry ${t.retry})` : ''}`);
    const files = [...vitest.files, ...e2e.files].sort((a, b) => b.ms - a.ms);
    const shown = 30;
    lines.push('', `=== The ${Math.min(shown, files.length)} slowest files (vitest: wall time of the file, files run side by side; Playwright: sum of its tests) ===`);
    for (const f of files.slice(0, shown)) lines.push(`${seconds(f.ms).padStart(8)}  ${f.file}`);
    if (files.length > shown) lines.push(`    and ${files.length - shown} more, together ${seconds(files.slice(shown).reduce((sum, f) => sum + f.ms, 0))}`);
    const workers = e2eReport?.config?.workers ?? e2eReport?.config?.metadata?.actualWorkers;
    if (e2eReport?.stats) lines.push('', `Browser tests: ${e2e.tests.length} runs in ${seconds(e2eReport.stats.duration ?? 0)} wall time${workers ? ` on ${workers} workers` : ''}; ${e2eReport.stats.flaky ?? 0} flaky (passed on a retry).`);
  }

  const counts = inventory();
  const ran = vitest.tests.length + e2e.tests.length;
  lines.push('', `Suite: ${counts.files} test files, ${counts.cases} test cases and ${counts.expects} expect calls written; ${ran} test runs reported.`);

  // Last, where a reader of the end of the output sees them: what failed, then the stages against their budgets.
  const failed = tests.filter((t) => ['failed', 'timedOut', 'interrupted'].includes(t.status));
  if (failed.length) {
    lines.push('', `=== Failed (${failed.length}) ===`);
    for (const t of failed) lines.push(`  ${t.status.padEnd(9)} ${t.file} › ${t.name}${t.retry ? ` (retry ${t.retry})` : ''}`);
  }
  lines.push('', '=== Durations ===');
  const width = Math.max(12, ...stages.map((s) => s.label.length));
  for (const stage of stages) {
    const budget = budgets.stages?.[stage.label];
    const isOver = budget !== undefined && stage.ms > budget * 1000;
    if (isOver) over.push(stage.label);
    const verdict = budget === undefined ? 'no budget' : isOver ? `OVER its budget of ${clock(budget * 1000)}` : `budget ${clock(budget * 1000)}`;
    lines.push(`${stage.label.padEnd(width)}  ${clock(stage.ms).padStart(6)}  ${verdict}${stage.status === 'failed' ? '  (failed)' : ''}`);
  }
  const total = stages.reduce((sum, s) => sum + s.ms, 0);
  if (stages.length) {
    const isOver = budgets.total !== undefined && total > budgets.total * 1000;
    if (isOver) over.push('total');
    lines.push(`${'Total'.padEnd(width)}  ${clock(total).padStart(6)}  ${budgets.total === undefined ? '' : isOver ? `OVER its budget of ${clock(budgets.total * 1000)}` : `budget ${clock(budgets.total * 1000)}`}`);
  }
  if (over.length) lines.push('', `Over budget: ${over.join(', ')}. Make the suite faster (see the slowest tests above) or, if the growth is worth it, raise the budget in test-budgets.json in the same change.`);
  else if (stages.length) lines.push('', 'Every stage is within its budget.');
  console.log(lines.join('\n'));
  return over;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stages = readJson(path.join(reportsDir, 'stages.json')) ?? [];
  printReport(stages);
}

// npm test: every test. Type check, unit and component tests (vitest), the tests that open a store again on the
// MongoDB store against FerretDB (npm run test:mongo), then browser tests (Playwright in Debian's Chromium) against
// a production build on throwaway data directories; ends with each stage's time
// against its budget (test-budgets.json), the slowest tests and each file's total (scripts/test-report.mjs).
// `npm run test:full` (or `--full`) is the full tier: every call fuzzed with the full number of generated inputs,
// the memory-sampled upload bombs and whatever else is slow by nature (TEST_TIER=full).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printReport, reportsDir } from './test-report.mjs';

const full = process.argv.includes('--full') || process.env.TEST_TIER === 'full';
const stages = [];
const finish = (code) => {
  fs.mkdirSync(reportsDir, { recursive: true });
  fs.writeFileSync(path.join(reportsDir, 'stages.json'), JSON.stringify(stages));
  printReport(stages);
  process.exit(code);
};
const timed = (label, work, started = Date.now()) => {
  const ok = work();
  stages.push({ label, ms: Date.now() - started, status: ok ? 'passed' : 'failed' });
  if (!ok) {
    console.error(`\n${label} failed.`);
    finish(1);
  }
};
const spawnOk = (cmd, args, extraEnv = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } }).status === 0;
const run = (label, cmd, args, extraEnv = {}) => {
  console.log(`\n=== ${label} ===`);
  timed(label, () => spawnOk(cmd, args, extraEnv));
};

// Debian packages the tests use: the browser (required: Chromium's headless shell), and the servers of the shared-cache and caching-proxy
// tests (those tests say why they skip when their server is missing). Installed with apt-get when running as root.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const hasPostgres = () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((major) => fs.existsSync(`/usr/lib/postgresql/${major}/bin/postgres`));
timed('Install check', () => {
  if (!fs.existsSync('node_modules/.package-lock.json') && !spawnOk('npm', ['ci', '--no-audit', '--no-fund'])) return false;
  const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
  const nginxInstalled = onPath('nginx') || fs.existsSync('/usr/sbin/nginx');
  const missing = [
    !fs.existsSync(chromium) && 'chromium-headless-shell fonts-liberation',
    !onPath('redis-server') && 'redis-server',
    !nginxInstalled && 'nginx',
    !hasPostgres() && 'postgresql',
  ].filter(Boolean);
  if (missing.length && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`\n=== Install ${missing.join(', ')} ===`);
    if (!spawnOk('bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`])) return false;
  }
  if (!fs.existsSync(chromium)) {
    console.error(`Chromium was not found at ${chromium}. Install Debian's chromium-headless-shell package (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`);
    return false;
  }
  return true;
});

// The MongoDB stand-in (FerretDB, built with Go once per machine) is built meanwhile, at low priority: most of
// the build is waiting on the network and one core while the type check runs.
fs.mkdirSync(reportsDir, { recursive: true });
const standInLog = path.join(reportsDir, 'ferretdb-build.log');
const standInBuild = new Promise((resolve) => {
  const out = fs.openSync(standInLog, 'w');
  const child = spawn('nice', ['-n', '10', process.execPath, 'scripts/ferretdb.mjs', 'build'], { stdio: ['ignore', out, out] });
  child.once('error', () => resolve(false));
  child.once('exit', (code) => resolve(code === 0));
});

run('Type check', 'npx', ['tsc', '--noEmit']);
for (const name of fs.readdirSync(reportsDir)) if (/^(vitest|e2e|vitest-mongo-[\w-]+)\.json$/.test(name)) fs.rmSync(path.join(reportsDir, name), { force: true });
// One production build serves the tests that start real servers (the shared-cache tests and the browser tests).
run('Production build', 'npx', ['next', 'build'], { NEXT_DIST_DIR: '.next-e2e' });
const tier = { TEST_TIER: full ? 'full' : 'ci' };
run('Unit and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportsDir}/vitest.json`], { SITE_BUILD_DIR: '.next-e2e', ...tier });
// The same tests that open a store, fuzzing included, on the MongoDB store against the stand-in (scripts/test-mongo.mjs).
console.log('\n=== MongoDB store ===');
const mongoStarted = Date.now();
// Usually built long before; if the build failed, its log says why (and test-mongo tries once more, failing with the reason).
if (!(await standInBuild)) console.log(fs.readFileSync(standInLog, 'utf8'));
timed('MongoDB store', () => spawnOk(process.execPath, ['scripts/test-mongo.mjs'], { SITE_BUILD_DIR: '.next-e2e', MONGO_REPORT_DIR: reportsDir, ...tier }), mongoStarted);
run('Browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { NEXT_DIST_DIR: '.next-e2e', PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportsDir}/e2e.json`, ...tier });

// One closing line over both runners and both stores.
const readReport = (name) => JSON.parse(fs.readFileSync(path.join(reportsDir, name), 'utf8'));
const units = fs.readdirSync(reportsDir).filter((name) => /^vitest(-mongo-[\w-]+)?\.json$/.test(name)).map(readReport);
const sum = (key) => units.reduce((total, report) => total + report[key], 0);
const e2e = readReport('e2e.json').stats;
const passed = sum('numPassedTests') + e2e.expected + e2e.flaky;
const failed = sum('numFailedTests') + e2e.unexpected;
const skipped = sum('numPendingTests') + sum('numTodoTests') + e2e.skipped;
console.log(`\nAll tests passed (${full ? 'full' : 'CI'} tier).\n${passed} passed, ${failed} failed, ${skipped} skipped`);
finish(0);

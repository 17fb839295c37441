// npm test: every test. Type check, unit and component tests (vitest), then browser tests
// (Playwright in Debian's Chromium) against a production build on a throwaway data directory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const run = (label, cmd, args, extraEnv = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
};

if (!fs.existsSync('node_modules/.package-lock.json')) run('Install', 'npm', ['ci', '--no-audit', '--no-fund']);

// Debian packages the tests use: the browser (required), and the servers of the shared-cache and caching-proxy
// tests (those tests say why they skip when their server is missing). Installed with apt-get when running as root.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const nginxInstalled = onPath('nginx') || fs.existsSync('/usr/sbin/nginx');
const missing = [!fs.existsSync(chromium) && 'chromium', !onPath('redis-server') && 'redis-server', !nginxInstalled && 'nginx'].filter(Boolean);
if (missing.length && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
  run(`Install ${missing.join(', ')}`, 'bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`]);
}
if (!fs.existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

run('Type check', 'npx', ['tsc', '--noEmit']);
fs.mkdirSync('test-reports', { recursive: true });
// One production build serves the tests that start real servers (the shared-cache tests and the browser tests).
run('Production build', 'npx', ['next', 'build'], { NEXT_DIST_DIR: '.next-e2e' });
run('Unit and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/vitest.json'], { SITE_BUILD_DIR: '.next-e2e' });
run('Browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { NEXT_DIST_DIR: '.next-e2e', PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-reports/e2e.json' });

// One closing line over both runners.
const unit = JSON.parse(fs.readFileSync('test-reports/vitest.json', 'utf8'));
const e2e = JSON.parse(fs.readFileSync('test-reports/e2e.json', 'utf8')).stats;
const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + e2e.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped;
console.log(`\nAll tests passed.\n${passed} passed, ${failed} failed, ${skipped} skipped`);

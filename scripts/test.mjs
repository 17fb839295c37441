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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    run('Install Chromium', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  } else {
    console.error(`Chromium was not found at ${chromium}. Install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

run('Type check', 'npx', ['tsc', '--noEmit']);
run('Unit and component tests', 'npx', ['vitest', 'run']);
run('Production build for browser tests', 'npx', ['next', 'build'], { NEXT_DIST_DIR: '.next-e2e' });
run('Browser tests', 'npx', ['playwright', 'test'], { NEXT_DIST_DIR: '.next-e2e' });
console.log('\nAll tests passed.');

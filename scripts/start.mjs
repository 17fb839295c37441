// npm start: installs what is missing, builds when the sources changed since the last build, and serves the site
// on the embedded store with the demo content.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { withServerNodeOptions } from './server-node-options.mjs';
import { buildDecision, buildExists, currentFingerprint, forgetFingerprint, readFingerprint, writeFingerprint } from './build-fingerprint.mjs';

const port = process.env.PORT ?? '3000';
const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const run = (cmd, args, extraEnv = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('Installing dependencies (first run)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const fingerprint = currentFingerprint(root);
const decision = buildDecision(readFingerprint(root, distDir), fingerprint, { buildExists: buildExists(root, distDir) });
if (decision.build) {
  console.log(`Building the site (${decision.reason})...`);
  if (decision.changed?.length) console.log(`  changed: ${decision.changed.slice(0, 5).join(', ')}${decision.changed.length > 5 ? ` and ${decision.changed.length - 5} more` : ''}`);
  // A build that stops half way must not count as made from these sources.
  if (fs.existsSync(distDir)) forgetFingerprint(root, distDir);
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build']);
  writeFingerprint(root, distDir, fingerprint);
} else {
  console.log('Using the existing build (nothing changed since it was made).');
}

const url = process.env.SITE_URL ?? `http://localhost:${port}`;
// Next's own program rather than npx, so that stopping npm start stops the server too. No -H: it listens on every
// address, so the second demo site at 127.0.0.2 (and second.localhost) reaches it as well as localhost.
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { stdio: ['inherit', 'pipe', 'inherit'], env: withServerNodeOptions(process.env) });
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Store ready/.test(String(chunk))) announce();
});
// Start-up work may wait for the first request in some set-ups: make one once the server listens.
setTimeout(() => fetch(`http://localhost:${port}/health`).catch(() => {}), 3000);
setTimeout(() => announce(), 60000);

function announce() {
  if (announced) return;
  announced = true;
  console.log(`
  The site is running at ${url}
  Staff sign in at ${url}/login with username "admin" and ${
      process.env.ADMIN_PASSWORD ? 'the ADMIN_PASSWORD you set' : 'the password printed above (it is shown only when the demo content is first seeded)'
    }.
  (Lost it? Stop the site and run: npm run seed -- --reset)
`);
}
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

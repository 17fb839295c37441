// npm start: installs what is missing, builds, and serves the site on the embedded store with the demo content.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const port = process.env.PORT ?? '3000';
const run = (cmd, args, extraEnv = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('Installing dependencies (first run)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
console.log('Building the site...');
run('npx', ['next', 'build']);

const url = process.env.SITE_URL ?? `http://localhost:${port}`;
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
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

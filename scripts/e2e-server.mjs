// Starts the production build for browser tests on a fresh temporary data directory (seeded at start-up).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
const server = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
  },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

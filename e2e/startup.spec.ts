import { test, expect } from './fixtures';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('a wrong configuration value stops start-up with a message naming the variable', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-badenv-'));
  const server = spawn('npx', ['next', 'start', '-p', '3199'], {
    env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e', DATA_DIR: dataDir, SITE_URL: 'not-a-url' },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 30_000);
    server.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(code, output).not.toBe(0);
  expect(code, 'the server kept running').not.toBeNull();
  expect(output).toContain('SITE_URL');
});

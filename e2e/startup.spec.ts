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

test('without trusted proxies, a made-up X-Forwarded-For does not reset the per-address limits; an https site built without it is told', async () => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-noproxy-'));
  const port = 3198;
  const { TRUSTED_PROXIES: _trusted, ...inherited } = process.env;
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...inherited, NODE_ENV: 'production', NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e', DATA_DIR: dataDir, SITE_URL: `https://localhost:${port}`, SMTP_URL: '' },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Store ready');
    const statuses: number[] = [];
    // Five reset requests an hour per address: each of these claims to come from somewhere new.
    for (let i = 1; i <= 6; i += 1) {
      const response = await fetch(`http://localhost:${port}/api/user/forgotPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: `nobody-${i}@example.org` }),
      });
      statuses.push(response.status);
    }
    expect(statuses, output).toEqual([200, 200, 200, 200, 200, 429]);
    // The test build was made without an https SITE_URL, so it sends no HSTS: the server says so.
    expect(output).toContain('SITE_URL is https, but the site was built without it');
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

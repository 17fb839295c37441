// SIGTERM on a production server: it stops taking connections, finishes the save in flight, closes the store and
// its note in the data directory, says so in its log, and has ended within 10 s; nothing saved is lost.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, distDir } from '../cache/site-servers';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 15 * 60_000 });

const root = path.resolve(__dirname, '../..');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const port = 3480 + (process.pid % 10);
const origin = `http://127.0.0.1:${port}`;
const password = 'stop-Admin-password-1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stop-'));

type Server = { child: ChildProcess; output: () => string; exited: Promise<{ code: number | null; at: number }> };

async function start(): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, ADMIN_PASSWORD: password };
  for (const name of ['NODE_ENV', 'REDIS_URL', 'MONGODB_URI', 'AUTH_SECRET', 'PORT', 'VITEST', 'VITEST_MODE', 'TEST']) delete env[name];
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server ended at start:\n${output}`);
    if (await fetch(`${origin}/health`).then((r) => r.ok, () => false)) break;
    if (attempt > 600) throw new Error(`The server did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Ready means the store is open and the jobs started (the note is written just before).
  await vi.waitFor(() => expect(output).toContain('Store ready'), { timeout: 30_000 });
  return { child, output: () => output, exited };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ username: 'admin', password }) });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((c) => c.startsWith('authToken='))!.split(';')[0];
}

async function loadAbout(cookie: string) {
  const response = await fetch(`${origin}/api/page/load?slug=about&domainId=default`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

let server: Server | null = null;
beforeAll(() => buildSite());
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping the server with SIGTERM', () => {
  it('finishes the save in flight, refuses new connections, closes the store and ends within 10 s', async () => {
    server = await start();
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8'))).toMatchObject({ pid: server.child.pid, port });
    const cookie = await signIn();
    const page = await loadAbout(cookie);
    const body = Buffer.from(JSON.stringify({ page: { ...page, header: { ...page.header, title: 'Saved while stopping' } } }));

    // A save whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${origin}/api/page/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, origin, cookie },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      });
      request.on('error', reject);
      request.write(body.subarray(0, 20));
      setTimeout(() => {
        signalledAt = Date.now();
        server!.child.kill('SIGTERM');
        setTimeout(() => request.end(body.subarray(20)), 1000);
      }, 300);
    });
    let signalledAt = 0;

    // While it finishes, nobody new gets in.
    await vi.waitFor(() => expect(server!.output()).toContain('"event":"server.stopping"'), { timeout: 5000 });
    await expect(fetch(`${origin}/health`)).rejects.toThrow();

    const saved = await answer;
    expect(saved.status, saved.text).toBe(200);
    expect(JSON.parse(saved.text)).toMatchObject({ version: page.version + 1, header: { title: 'Saved while stopping' } });

    const { code, at } = await server.exited;
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(code).toBe(143);
    const stopped = server.output().split('\n').find((line) => line.includes('"event":"server.stopped"'));
    expect(JSON.parse(stopped!)).toMatchObject({ level: 'info', event: 'server.stopped', signal: 'SIGTERM' });
    expect(server.output()).not.toContain('Still busy');
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);

    // The same data directory, started again, holds the save.
    server = await start();
    expect((await loadAbout(await signIn())).header.title).toBe('Saved while stopping');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(143);
  });
});

// npm run backup and npm run restore as an operator runs them: on a stopped site they open the store themselves;
// beside a running site the backup asks the server (found through its note in the data directory) and restore refuses.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRegistry } from '@/api-handlers';
import { dispatch } from '@/lib/api/dispatch';
import { openStore } from '@/lib/db';
import type { Store } from '@/lib/db/port';
import { hashPassword } from '@/lib/auth/password';
import { seedStore } from '@/lib/seed/seed-store';
import { BACKED_UP_COLLECTIONS } from '@/lib/backup/format';
import { SERVER_LOCK_FILE } from '@/lib/server-lock';
import { createHarness, type Harness } from '../support/api-harness';

// Each test starts the commands several times, a few seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const root = path.resolve(__dirname, '../..');
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const work = tmp('site-commands-');

/** Runs `npm run <name>` the way package.json does, from a folder of its own, with the given data directory. */
async function command(name: 'backup' | 'restore', args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') };
  delete env.MONGODB_URI;
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(root, `scripts/${name}.ts`), ...args], { cwd: work, env, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

async function contents(store: Store, except: string[] = []) {
  const state: Record<string, unknown[]> = {};
  for (const name of BACKED_UP_COLLECTIONS) if (!except.includes(name)) state[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return state;
}

async function seededDir(): Promise<string> {
  const dir = tmp('site-data-');
  const store = await openStore({ dataDir: dir });
  await seedStore(store, { adminEmail: 'admin@example.org', adminPassword: 'admin-password-123', hashPassword, log: () => {} });
  await store.close();
  return dir;
}

async function read<T>(dir: string, fn: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir: dir });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('on a stopped site', () => {
  it('backs up, then restores into an empty data directory as the same site', async () => {
    const source = await seededDir();
    const before = await read(source, (s) => contents(s));
    const out = path.join(work, 'nightly.tar.gz');
    const backup = await command('backup', ['--out', out], source);
    expect(backup.output).toMatch(new RegExp(`^Backup written to ${out.replace(/[.]/g, '\\.')} \\([\\d.]+ kB\\) and checked: \\d+ records \\(${before.pages.length} pages\\) in ${BACKED_UP_COLLECTIONS.length} collections, 0 pictures and 0 uploaded files\\.$`, 'm'));
    expect(backup.code).toBe(0);
    // The backup is on record in the store it was taken from.
    expect(await read(source, (s) => s.collection('auditLog').count({ action: 'site.backup' }))).toBe(1);

    const target = tmp('site-data-');
    const restore = await command('restore', [out], target);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/^Restored nightly\.tar\.gz \(made \S+ by version \d+\.\d+\.\d+\) into the embedded store:$/m);
    expect(restore.output).toContain(`pages ${before.pages.length}, publishedPages ${before.publishedPages.length}`);
    const after = await read(target, (s) => contents(s, ['auditLog']));
    const { auditLog: _auditLog, ...expected } = before;
    expect(after).toEqual(expected);
    expect(await read(target, (s) => s.collection('auditLog').count({ action: 'site.restore' }))).toBe(1);

    // A second restore into the same directory must be asked for.
    const again = await command('restore', [out], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The store is not empty \(it holds \d+ records\)\. Restore into an empty store, or add --force/);
    const forced = await command('restore', [out, '--force'], target);
    expect(forced.code).toBe(0);
    expect(forced.output).toMatch(/^What the store held is kept in .*backups\/before-restore-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz/m);
    expect(fs.readdirSync(path.join(work, 'backups')).some((name) => name.startsWith('before-restore-'))).toBe(true);
    expect(await read(target, (s) => contents(s, ['auditLog']))).toEqual(expected);
  });

  it('refuses a damaged archive, says why, and leaves the store empty', async () => {
    const source = await seededDir();
    const out = path.join(work, 'whole.tar.gz');
    expect((await command('backup', ['--out', out], source)).code).toBe(0);
    const cut = path.join(work, 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(out).subarray(0, 4000));
    const target = tmp('site-data-');
    const result = await command('restore', [cut], target);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe('The archive is incomplete or damaged (it could not be unpacked to the end). Nothing was restored.');
    expect(await read(target, async (s) => (await s.collection('pages').count({})) + (await s.collection('users').count({})))).toBe(0);
  });
});

describe('beside a running site', () => {
  let h: Harness;
  let server: http.Server;
  let dataDir: string;
  beforeAll(async () => {
    h = await createHarness();
    // The running server's side: the real dispatcher over the harness's store, at a port of its own.
    server = http.createServer(async (req, res) => {
      const callPath = new URL(req.url!, 'http://x').pathname.replace(/^\/api\//, '');
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
      const response = await dispatch(new Request(`http://${req.headers.host}${req.url}`, { headers }), callPath, { registry: apiRegistry, store: async () => h.store, invalidate: () => {}, secureCookies: false });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Its note in a data directory that holds nothing else: the command must not open a store there.
    dataDir = tmp('site-running-');
    const port = (server.address() as { port: number }).port;
    fs.writeFileSync(path.join(dataDir, SERVER_LOCK_FILE), JSON.stringify({ pid: process.pid, port, startedAt: new Date().toISOString() }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  it('asks the server for the archive, signed with the site’s key, and writes what the server holds', async () => {
    const out = path.join(work, 'live.tar.gz');
    const result = await command('backup', ['--out', out], dataDir);
    expect(result.output).toMatch(/^Asking the running site at http:\/\/127\.0\.0\.1:\d+ for a backup\.\.\.$/m);
    expect(result.code).toBe(0);
    expect(fs.readdirSync(dataDir)).toEqual([SERVER_LOCK_FILE]);
    await expect.poll(() => h.store.collection('auditLog').count({ action: 'site.backup', userId: 'script:backup' })).toBe(1);

    const target = tmp('site-data-');
    expect((await command('restore', [out], target)).code).toBe(0);
    expect(await read(target, (s) => contents(s, ['auditLog']))).toEqual(await contents(h.store, ['auditLog']));
  });

  it('is refused by the server without the site’s key', async () => {
    const other = { ...process.env };
    process.env.AUTH_SECRET = 'another-secret-that-is-long-enough-9876543210';
    try {
      const refused = await command('backup', ['--out', path.join(work, 'refused.tar.gz')], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/^The site refused the backup \(401\): Please sign in to do this\.$/m);
      expect(fs.existsSync(path.join(work, 'refused.tar.gz.partial'))).toBe(false);
    } finally {
      process.env.AUTH_SECRET = other.AUTH_SECRET;
    }
  });

  it('restore refuses to run while the server holds the data directory', async () => {
    const out = path.join(work, 'live.tar.gz');
    const result = await command('restore', [out], dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^The site is running \(process \d+, port \d+\) on .+\. Stop it first, then restore\. Nothing was restored\.$/m);
    expect(fs.readdirSync(dataDir)).toEqual([SERVER_LOCK_FILE]);
  });
});

// Production servers of the site for the cache tests: one build (SITE_BUILD_DIR, else .next-c), any number of
// `next start` processes, and the editor's API calls an admin makes to publish a page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
/** `npm test` builds the site once before these tests and names that build here; run alone, they build their own. */
const sharedBuild = process.env.SITE_BUILD_DIR;
export const distDir = sharedBuild || '.next-c';
export const adminPassword = 'bench-Admin-password-1';

/** Child processes get a clean environment: Next sets NODE_ENV itself, and the vitest process may carry test values. */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
  for (const name of ['NODE_ENV', 'REDIS_URL', 'MONGODB_URI', 'AUTH_SECRET', 'DATA_DIR', 'PORT', 'VITEST', 'VITEST_MODE', 'TEST']) delete env[name];
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

/**
 * Builds the site once, without REDIS_URL: a build is made once and run with any configuration.
 * SITE_BUILD_DIR (set by `npm test`) or CACHE_TEST_REUSE_BUILD=1 serves an existing build instead. Test files run in
 * parallel (`npx vitest run`): the first to get here builds, holding a lock beside the build directory, and the others
 * wait for it to finish and serve its build (Next refuses a second build of one directory while one runs).
 */
export function buildSite(): void {
  const reuse = Boolean(sharedBuild) || process.env.CACHE_TEST_REUSE_BUILD === '1';
  if (reuse && existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
  const lock = path.join(root, `${distDir}.building`);
  if (!takeLock(lock)) {
    // Another test file is building: its build is served once it is done (built again if that process died).
    if (waitForRelease(lock) && existsSync(path.join(root, distDir, 'BUILD_ID'))) return;
    if (!takeLock(lock)) throw new Error(`Another test process is building ${distDir} again.`);
  }
  try {
    const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env: childEnv({}), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Takes the build lock (a file holding this process's id); a lock whose process has ended is taken over. */
function takeLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const holder = holderOf(lock);
    if (holder === null) return takeLock(lock);
    // 0: the holder has made the file but not written its id yet.
    if (holder === 0 || processAlive(holder)) return false;
    rmSync(lock, { force: true });
    return takeLock(lock);
  }
}

/** The process id in the lock (0 while it is being written), or null when there is no lock. */
function holderOf(lock: string): number | null {
  try {
    return Number(readFileSync(lock, 'utf8').trim() || 0);
  } catch {
    return null;
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Blocks until the lock is released (true) or its process has ended without releasing it (false). The build runs
 * synchronously, so the wait does too.
 */
function waitForRelease(lock: string): boolean {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let holder = holderOf(lock); holder !== null; holder = holderOf(lock)) {
    if (holder !== 0 && !processAlive(holder)) return false;
    Atomics.wait(pause, 0, 0, 200);
  }
  return true;
}

export type SiteServer = {
  origin: string;
  output: () => string;
  get: (pathname: string) => Promise<{ status: number; text: string; cache: string | null }>;
  stop: () => Promise<void>;
};

/** Starts `next start` on a port and waits until /health answers. */
export async function startSite(port: number, env: Record<string, string | undefined>): Promise<SiteServer> {
  const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: root,
    env: childEnv({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-cache-data-')), ADMIN_PASSWORD: adminPassword, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start on port ${port} exited:\n${output}`);
    const healthy = await fetch(`${origin}/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (attempt > 600) {
      await stop();
      throw new Error(`next start on port ${port} did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    async get(pathname) {
      const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
      return { status: response.status, text: await response.text(), cache: response.headers.get('x-nextjs-cache') };
    },
    stop,
  };
}

/** An admin signed in on one server, publishing through that server's API as the editor does. */
export async function signInAsAdmin(server: SiteServer) {
  const headers = { origin: server.origin, 'content-type': 'application/json' };
  const login = await fetch(`${server.origin}/api/user/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  /** An API call on any server of the site (a session is the site's, not one server's), as the signed-in admin. */
  const call = (on: SiteServer, apiPath: string, init: { method?: string; body?: unknown; form?: FormData; cookie?: string } = {}) =>
    fetch(`${on.origin}/api/${apiPath}`, {
      method: init.method ?? (init.body === undefined && !init.form ? 'GET' : 'POST'),
      headers: { origin: on.origin, cookie: init.cookie ?? cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  return {
    cookie,
    call,
    /** Publishes a page of the default domain with a new header title. */
    async publishTitle(slug: string, title: string): Promise<void> {
      const loaded = await fetch(`${server.origin}/api/page/load?slug=${encodeURIComponent(slug)}&domainId=default`, { headers: { cookie } });
      if (!loaded.ok) throw new Error(`page/load failed: ${loaded.status} ${await loaded.text()}`);
      const page = await loaded.json();
      const published = await fetch(`${server.origin}/api/page/publishPage`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ page: { ...page, header: { ...page.header, title } } }),
      });
      if (!published.ok) throw new Error(`page/publishPage failed: ${published.status} ${await published.text()}`);
    },
  };
}

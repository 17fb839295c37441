// Building and serving a Next app for the benchmarks: a production build in its own directory, `next start`
// on a free port, and a clean stop. Used for the site itself and for the bare comparison app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { withServerNodeOptions } from '../../server-node-options.mjs';

const running = new Set();

/** Stops every server started here that is still running (for an interrupted run). */
export function stopAllServers() {
  for (const stop of running) stop();
}

export const projectRoot = path.resolve(import.meta.dirname, '../../..');
const nextBin = path.join(projectRoot, 'node_modules/next/dist/bin/next');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// What the site is built from: a build older than any of these is rebuilt.
const sources = ['app', 'components', 'editor', 'lib', 'api-handlers', 'styles', 'public', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'package-lock.json'];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Whether `distDir` holds a build, and whether it is newer than every source file of the site. */
export function siteBuildState(distDir) {
  const buildId = path.join(projectRoot, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return { exists: false, upToDate: false };
  const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(projectRoot, entry))));
  return { exists: true, upToDate: fs.statSync(buildId).mtimeMs > changedAt };
}

/**
 * Builds the site into `distDir` unless a build there is newer than every source file. `rebuild` 'always'
 * builds anyway; 'never' keeps any existing build. Returns whether it built.
 */
export function buildSiteIfNeeded(distDir, { rebuild = 'auto' } = {}) {
  const buildId = path.join(projectRoot, distDir, 'BUILD_ID');
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (rebuild === 'never' && builtAt > 0) return false;
  const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(projectRoot, entry))));
  if (rebuild !== 'always' && builtAt > changedAt) return false;
  buildNextApp(projectRoot, { NEXT_DIST_DIR: distDir });
  return true;
}

/**
 * A page's answer as the site's cache keeps it, as a load test gets it: the first request after a start or a publish
 * is the render's own answer, and a rendered page is kept with its characters above U+00FF escaped
 * (lib/cache/one-byte-html.cjs). So: ask once, then answer the second request.
 */
export async function cachedAnswer(url, init) {
  await (await fetch(url, init)).arrayBuffer();
  return fetch(url, init);
}

/** `next build` in `dir`; throws with the build's output when it fails. */
export function buildNextApp(dir, env = {}) {
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`next build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
}

/**
 * `next start` in `dir` on `port`, resolved once `readyPath` answers 200. The returned handle stops the
 * server (and anything it started) with stop(), or kills it with kill(signal), which resolves once it is gone.
 */
export async function startNextApp(dir, { port, env = {}, readyPath = '/', timeoutMs = 180_000 }) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env: withServerNodeOptions({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const gone = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = signal ?? code))));

  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    running.delete(stop);
    if (exited !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const kill = (signal = 'SIGKILL') => {
    running.delete(stop);
    if (exited === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    return gone;
  };
  running.add(stop);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`next start exited (${exited}) in ${dir}:\n${output}`);
    const status = await fetch(url + readyPath, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0);
    if (status === 200) return { url, pid: child.pid, stop, kill, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`next start did not answer ${readyPath} within ${timeoutMs / 1000} s in ${dir}:\n${output}`);
}

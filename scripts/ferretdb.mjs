// The MongoDB wire-protocol server the tests run the MongoDB store against: FerretDB 1.24, built here with the Go
// toolchain the first time and kept outside the repository, started on a free loopback port with its data in a
// temporary folder, over SQLite or over a throwaway PostgreSQL server (Debian's postgresql package).
//   node scripts/ferretdb.mjs build                  builds (or finds) the binary and prints its path
//   node scripts/ferretdb.mjs start [postgresql]     starts one and prints its MONGODB_URI until stopped with Ctrl+C
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench/lib/next-server.mjs';

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';

const cacheRoot = () => process.env.FERRETDB_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'site-ferretdb');
export const binaryPath = () => path.join(cacheRoot(), `ferretdb-${FERRETDB_VERSION}`);

// The toolchain on the machine, whatever the module's go.mod suggests; modules read as the module itself says.
const goEnv = () => ({ ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod', CGO_ENABLED: '0' });

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: goEnv(), maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${command} could not be run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const works = (binary) => fs.existsSync(binary) && spawnSync(binary, ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * The path of a working ferretdb binary, built once per machine. The module's build/version package panics unless
 * it finds a version.txt, which release builds generate: the module is copied, the file added, and built from there.
 */
export function ensureFerretDb({ log = (line) => console.log(line) } = {}) {
  const binary = binaryPath();
  if (works(binary)) return binary;
  // One build at a time per machine: another process building (CI starts one early) is waited for.
  fs.mkdirSync(cacheRoot(), { recursive: true });
  const lock = `${binary}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      let owner = 0;
      try {
        owner = Number(fs.readFileSync(lock, 'utf8'));
      } catch {
        continue; // released meanwhile
      }
      if (owner > 0 && !alive(owner)) fs.rmSync(lock, { force: true }); // left by a build that was killed
      else sleep(owner > 0 ? 1000 : 100); // building (or about to write its number)
      if (works(binary)) return binary;
    }
  }
  try {
    return works(binary) ? binary : build(binary, log);
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function build(binary, log) {
  try {
    run('go', ['version']);
  } catch {
    throw new Error('Go is needed to build the MongoDB stand-in (FerretDB): install Go 1.24 or newer, or set MONGODB_URI to a MongoDB server.');
  }
  log(`Building FerretDB ${FERRETDB_VERSION} (once per machine; a few minutes)…`);
  const started = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-build-'));
  try {
    const downloaded = JSON.parse(run('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { cwd: work }));
    if (!downloaded.Dir) throw new Error(`go mod download gave no folder: ${downloaded.Error ?? 'unknown error'}`);
    const source = path.join(work, 'src');
    fs.cpSync(downloaded.Dir, source, { recursive: true });
    // The module cache is read-only: the copy must be writable to add the version file and build.
    run('chmod', ['-R', 'u+w', source]);
    fs.writeFileSync(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    fs.writeFileSync(path.join(source, 'build', 'version', 'package.txt'), 'source\n');
    fs.mkdirSync(cacheRoot(), { recursive: true });
    const built = path.join(work, 'ferretdb');
    // The compiler collects garbage less often (memory is plentiful) and the binary keeps no debug symbols: about a
    // third less build time on a 2-core machine.
    run('go', ['build', '-buildvcs=false', '-trimpath', '-ldflags=-s -w', '-o', built, './cmd/ferretdb'], { cwd: source, env: { ...goEnv(), GOGC: '400' } });
    // Moved into place only once complete, so an interrupted build is never taken for a working one.
    fs.copyFileSync(built, `${binary}.partial`);
    fs.chmodSync(`${binary}.partial`, 0o755);
    fs.renameSync(`${binary}.partial`, binary);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (!works(binary)) throw new Error(`The FerretDB build at ${binary} does not run.`);
  log(`FerretDB ${FERRETDB_VERSION} built in ${Math.round((Date.now() - started) / 1000)} s: ${binary}`);
  return binary;
}

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Memory-backed where the machine has it: the data is thrown away anyway, and syncs cost nothing there. */
const dataRoot = () => (fs.existsSync('/dev/shm') && fs.statSync('/dev/shm').isDirectory() ? '/dev/shm' : os.tmpdir());

/** The folder of the newest PostgreSQL server programs on the machine (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const found = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((major) => fs.existsSync(path.join(root, major, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return found.length ? path.join(root, found[0], 'bin') : null;
}

/**
 * A throwaway PostgreSQL server for FerretDB: a new cluster in a temporary folder, on a free loopback port, with
 * nothing synced to disk (its data is thrown away). PostgreSQL refuses to run as root: as root it runs as the
 * `postgres` user Debian's package adds.
 */
async function startPostgres(dir) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql, or use the SQLite backend.');
  const asRoot = process.getuid?.() === 0;
  const as = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args]);
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) {
    fs.chmodSync(path.dirname(dir), 0o711); // a temporary folder is the creator's alone
    run('chown', ['postgres', dir]);
  }
  const data = path.join(dir, 'cluster');
  run(...as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']));
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(...as('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']));
  const stop = () => {
    spawnSync(...as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * Starts FerretDB on a free loopback port, telemetry off, over SQLite (`backend: 'sqlite'`, the default) or over
 * a PostgreSQL server of its own (`'postgresql'`), with the data in a folder of its own (in memory where possible,
 * removed on stop). Answers its MONGODB_URI and a stop function.
 */
export async function startFerretDb({
  binary = ensureFerretDb(),
  backend = 'sqlite',
  dir = fs.mkdtempSync(path.join(dataRoot(), 'ferretdb-data-')),
  logLevel = 'error',
} = {}) {
  let postgres = null;
  try {
    if (backend === 'postgresql') postgres = await startPostgres(path.join(dir, 'postgresql'));
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const port = await freePort();
  const debugPort = await freePort();
  const output = [];
  const child = spawn(
    binary,
    [
      `--listen-addr=127.0.0.1:${port}`,
      `--debug-addr=127.0.0.1:${debugPort}`,
      ...(postgres ? ['--handler=postgresql', `--postgresql-url=${postgres.url}`] : ['--handler=sqlite', `--sqlite-url=file:${dir}/`]),
      `--state-dir=${dir}`,
      '--telemetry=disable',
      `--log-level=${logLevel}`,
    ],
    // A fifth of its time went to collecting garbage at Go's default (GOGC=100); the tests' data is small.
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GOGC: process.env.GOGC || '400' } },
  );
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  const deadline = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      postgres?.stop();
      throw new Error(exited ? `FerretDB stopped at start (${exited.code ?? exited.signal}):\n${output.join('')}` : `FerretDB did not listen within 30 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    }
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { uri: `mongodb://127.0.0.1:${port}/`, port, backend, stop, output: () => output.join('') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'build') {
    console.log(ensureFerretDb());
  } else if (command === 'start') {
    const backend = process.argv[3] === 'postgresql' ? 'postgresql' : 'sqlite';
    const server = await startFerretDb({ backend, logLevel: 'warn' });
    console.log(`FerretDB ${FERRETDB_VERSION} (${backend}) is listening. MONGODB_URI=${server.uri}`);
    const stop = () => server.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } else {
    console.error('Usage: node scripts/ferretdb.mjs build | start [sqlite|postgresql]');
    process.exit(2);
  }
}

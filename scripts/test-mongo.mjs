// npm run test:mongo: every test that opens a store, with the MongoDB store under the store port. Each test file
// gets a database of its own (dropped when the file is done); the store contract, GridFS and two-server tests run
// their MongoDB halves too.
//   npm run test:mongo                    on FerretDB (built and started here: scripts/ferretdb.mjs), over PostgreSQL
//                                         where the machine has it (FERRETDB_BACKEND=sqlite to choose SQLite)
//   MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo     on a MongoDB server of your own
//   npm run test:mongo -- tests/db        only some files (any vitest options)
//   node scripts/test-mongo.mjs --ci      npm test's selection: all but the fuzzing, on one server
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FERRETDB_VERSION, postgresBinDir, startFerretDb } from './ferretdb.mjs';

/** The test files that open a store (directly, or through the API, image or file harnesses). */
function storeTestFiles(root = 'tests') {
  const opensStore = /openTestStore|createHarness|harnessWithEditors|createImageHarness|createFileHarness|openStore|MONGODB_URI/;
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name) && opensStore.test(fs.readFileSync(full, 'utf8'))) files.push(full);
    }
  };
  walk(root);
  return files.sort();
}

/**
 * Files that send strings holding NUL characters on purpose. MongoDB stores them; FerretDB over PostgreSQL cannot
 * (jsonb has no NUL) and answers an error, so these run on FerretDB over SQLite.
 */
const NUL_STRING_FILES = ['tests/api/fuzz.test.ts'];

const given = process.env.MONGODB_URI;
if (given && !/^mongodb(\+srv)?:\/\//.test(given)) {
  console.error('MONGODB_URI must be a mongodb:// address, e.g.\n  MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo');
  process.exit(2);
}

// --ci: what npm test runs, within its time budget: every file but the fuzzing (NUL_STRING_FILES), on one server,
// two files at a time (vitest.config.mts). The fuzzing on the stand-in runs here without --ci (and in npm run test:full).
const ci = process.argv.includes('--ci');
const args = process.argv.slice(2).filter((arg) => arg !== '--ci');
// Files and folders named replace the selection; everything else is passed on to vitest as it came.
const isPath = (arg) => !arg.startsWith('-') && fs.existsSync(arg);
const named = args.filter(isPath).map((file) => path.normalize(file));
const options = args.filter((arg) => !isPath(arg));
const files = named.length ? named : storeTestFiles().filter((file) => !(ci && NUL_STRING_FILES.includes(file)));
const reportDir = process.env.MONGO_REPORT_DIR;

/** Which files run where: one group on a server given, else PostgreSQL (faster) and SQLite for NUL strings. */
function groups() {
  if (given) return [{ backend: null, files }];
  const wanted = process.env.FERRETDB_BACKEND || (postgresBinDir() ? 'postgresql' : 'sqlite');
  if (wanted === 'sqlite' || ci) return [{ backend: wanted, files }];
  const onSqlite = files.filter((file) => NUL_STRING_FILES.includes(file));
  return [
    { backend: 'postgresql', files: files.filter((file) => !onSqlite.includes(file)) },
    { backend: 'sqlite', files: onSqlite },
  ].filter((group) => group.files.length);
}

/** Runs one group's files with vitest against its server; the first group's output is shown as it comes, the others' when they end. */
async function runGroup({ backend, files: groupFiles }, live) {
  const server = backend ? await startFerretDb({ backend }) : null;
  const uri = given ?? server.uri;
  const where = given ? `MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//…@')}` : `FerretDB ${FERRETDB_VERSION} over ${backend === 'postgresql' ? 'PostgreSQL' : 'SQLite'} at ${uri}`;
  const header = `Running ${groupFiles.length} test files against ${where}`;
  if (live) console.log(header);
  const report = reportDir ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reportDir, `vitest-mongo-${backend ?? 'server'}.json`)}`] : [];
  try {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...groupFiles, ...options, ...report], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        MONGODB_URI: uri,
        ...(server ? { MONGODB_STAND_IN: `ferretdb-${FERRETDB_VERSION}` } : {}),
        AUTH_SECRET: process.env.AUTH_SECRET || 'test-secret-that-is-long-enough-0123456789',
      },
    });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(chunk));
    const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
    if (!live) console.log(`\n${header}\n${Buffer.concat(output).toString()}`);
    return status;
  } finally {
    await server?.stop();
  }
}

const planned = groups();
// Side by side: each spends much of its time waiting on its own server.
const statuses = await Promise.all(planned.map((group, i) => runGroup(group, i === 0)));
process.exit(statuses.every((status) => status === 0) ? 0 : 1);

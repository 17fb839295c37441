// npm run test:mongo: every test that opens a store, with the MongoDB store under the store port. Each test file
// gets a database of its own (dropped when the file is done); the store contract, GridFS and two-server tests run
// their MongoDB halves too.
//   npm run test:mongo                    on FerretDB (built and started here: scripts/ferretdb.mjs), over PostgreSQL
//                                         where the machine has it (FERRETDB_BACKEND=sqlite to choose SQLite)
//   MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo     on a MongoDB server of your own
//   npm run test:mongo -- tests/db        only some files (any vitest options)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FERRETDB_VERSION, postgresBinDir, startFerretDb } from './ferretdb.mjs';

/** The test files that open a store (directly, or through the API, image or file harnesses). */
function storeTestFiles(root = 'tests') {
  const opensStore = /openTestStore|createHarness|harnessWithAdmin|harnessWithEditors|withEditors|createImageHarness|createFileHarness|openStore|MONGODB_URI/;
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

const given = process.env.MONGODB_URI;
if (given && !/^mongodb(\+srv)?:\/\//.test(given)) {
  console.error('MONGODB_URI must be a mongodb:// address, e.g.\n  MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo');
  process.exit(2);
}

const args = process.argv.slice(2);
// Files and folders named replace the selection; everything else is passed on to vitest as it came.
const isPath = (arg) => !arg.startsWith('-') && fs.existsSync(arg);
const named = args.filter(isPath).map((file) => path.normalize(file));
const options = args.filter((arg) => !isPath(arg));
const files = named.length ? named : storeTestFiles();
const reportDir = process.env.MONGO_REPORT_DIR;

/** Runs the files with vitest against the server given, or against FerretDB over PostgreSQL (SQLite without it). */
async function run() {
  const backend = given ? null : process.env.FERRETDB_BACKEND || (postgresBinDir() ? 'postgresql' : 'sqlite');
  const server = backend ? await startFerretDb({ backend }) : null;
  const uri = given ?? server.uri;
  const where = given ? `MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//…@')}` : `FerretDB ${FERRETDB_VERSION} over ${backend === 'postgresql' ? 'PostgreSQL' : 'SQLite'} at ${uri}`;
  console.log(`Running ${files.length} test files against ${where}`);
  const report = reportDir ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reportDir, `vitest-mongo-${backend ?? 'server'}.json`)}`] : [];
  try {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...files, ...options, ...report], {
      stdio: 'inherit',
      env: {
        ...process.env,
        MONGODB_URI: uri,
        ...(server ? { MONGODB_STAND_IN: `ferretdb-${FERRETDB_VERSION}` } : {}),
        AUTH_SECRET: process.env.AUTH_SECRET || 'test-secret-that-is-long-enough-0123456789',
      },
    });
    return await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await server?.stop();
  }
}

process.exit(await run());

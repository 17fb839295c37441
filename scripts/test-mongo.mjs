// npm run test:mongo: every test that opens a store, with the MongoDB store under the store port. Each test file
// gets a database of its own (dropped when the file is done); the store contract, GridFS and two-server tests run
// their MongoDB halves too.
//   npm run test:mongo                    on FerretDB (built and started here: scripts/ferretdb.mjs)
//   MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo     on a MongoDB server of your own
//   npm run test:mongo -- tests/db        only some files (any vitest options)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FERRETDB_VERSION, startFerretDb } from './ferretdb.mjs';

/** The test files that open a store (directly, or through the API, image or file harnesses). */
export function storeTestFiles(root = 'tests') {
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

const given = process.env.MONGODB_URI;
if (given && !/^mongodb(\+srv)?:\/\//.test(given)) {
  console.error('MONGODB_URI must be a mongodb:// address, e.g.\n  MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo');
  process.exit(2);
}

const standIn = given ? null : await startFerretDb();
const uri = given ?? standIn.uri;
const args = process.argv.slice(2);
// Files named on the command line replace the selection; other options are passed on.
const files = args.some((arg) => !arg.startsWith('-')) ? [] : storeTestFiles();
console.log(
  given
    ? `Running ${files.length || 'the named'} test files against MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//…@')}`
    : `Running ${files.length || 'the named'} test files against FerretDB ${FERRETDB_VERSION} (SQLite) at ${uri}`,
);
let status = 1;
try {
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...files, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MONGODB_URI: uri,
      ...(standIn ? { MONGODB_STAND_IN: `ferretdb-${FERRETDB_VERSION}` } : {}),
      AUTH_SECRET: process.env.AUTH_SECRET || 'test-secret-that-is-long-enough-0123456789',
    },
  });
  status = result.status ?? 1;
} finally {
  await standIn?.stop();
}
process.exit(status);

// npm run test:mongo: every unit, component and integration test with MongoDB under the store port. Each test file
// that opens a store gets a database of its own on the server MONGODB_URI names (dropped when the file is done);
// the store contract, GridFS and two-server tests run their MongoDB halves too.
//   MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo [-- vitest options]
import { spawnSync } from 'node:child_process';

const uri = process.env.MONGODB_URI;
if (!uri || !/^mongodb(\+srv)?:\/\//.test(uri)) {
  console.error('Set MONGODB_URI to a MongoDB server (a replica set, for transactions and retryable writes), e.g.\n  MONGODB_URI="mongodb://127.0.0.1:27017/?replicaSet=rs0" npm run test:mongo');
  process.exit(2);
}
console.log(`Running the tests against MongoDB at ${uri.replace(/\/\/[^@/]*@/, '//…@')}`);
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'test-secret-that-is-long-enough-0123456789' },
});
process.exit(result.status ?? 1);

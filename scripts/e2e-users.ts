// The browser tests' staff accounts besides the admin, created in one run into DATA_DIR (an embedded store not in
// use): two editors, a publisher and a forms-only user, all with the password E2E_USER_PASSWORD.
import { openStore } from '../lib/db';
import { createUser } from '../lib/auth/create-user';
import type { Role } from '../lib/auth/roles';
import { runScript } from './script-store';

const e2eUsers: [email: string, role: Role][] = [
  ['eddie@example.org', 'editor'],
  ['reset.me@example.org', 'editor'],
  ['pat@example.org', 'publisher'],
  ['fiona@example.org', 'forms'],
];

async function main() {
  const dataDir = process.env.DATA_DIR;
  const password = process.env.E2E_USER_PASSWORD;
  if (!dataDir || !password) throw new Error('Set DATA_DIR and E2E_USER_PASSWORD.');
  const store = await openStore({ dataDir });
  try {
    for (const [email, role] of e2eUsers) await createUser(store, { email, name: email.split('@')[0], roles: [role] }, password);
  } finally {
    await store.close();
  }
}

runScript(main);

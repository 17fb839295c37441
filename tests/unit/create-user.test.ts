import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/db';
import type { Store } from '@/lib/db/port';
import { createUser } from '@/lib/auth/create-user';
import { verifyPassword } from '@/lib/auth/password';

let store: Store;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-'));
  store = await openStore({ dataDir: dir });
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('creating users', () => {
  it('stores an argon2id hash, lower-cased keys and the roles', async () => {
    const user = await createUser(store, { email: 'Sam@Example.org', name: 'Sam', roles: ['publisher', 'publisher'] }, 'a-good-password');
    expect(user).toMatchObject({ username: 'Sam', usernameLower: 'sam', emailLower: 'sam@example.org', roles: ['publisher'], active: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, 'a-good-password')).toBe(true);
  });

  it('refuses short passwords, a password equal to the email, unknown roles and duplicates', async () => {
    await expect(createUser(store, { email: 'a@example.org', name: 'A', roles: ['editor'] }, 'short')).rejects.toThrow(/at least 10/);
    await expect(createUser(store, { email: 'b@example.org', name: 'B', roles: ['editor'] }, 'b@example.org')).rejects.toThrow(/same as your email/);
    await expect(createUser(store, { email: 'c@example.org', name: 'C', roles: ['wizard' as never] }, 'a-good-password')).rejects.toThrow();
    await expect(createUser(store, { email: 'sam@example.org', name: 'Sam again', roles: ['editor'] }, 'a-good-password')).rejects.toThrow(/already exists/);
  });
});

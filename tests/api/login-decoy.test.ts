// Sign-in takes as long for an invited account that has no password yet as for any other: a hash is always
// verified (the decoy when the account has none), so timing does not tell which accounts are only invited.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../support/api-harness';

const verified = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/auth/password')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      verified.push(hash);
      return real.verifyPassword(hash, password);
    },
  };
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('verifies a real hash for an invited account without a password, an unknown account and a wrong password alike', async () => {
  await h.store.collection('users').insert({
    _id: 'user-invited',
    username: 'invited',
    usernameLower: 'invited',
    email: 'invited@example.org',
    emailLower: 'invited@example.org',
    name: 'Invited',
    roles: ['editor'],
    passwordHash: '',
    active: false,
    invited: true,
    createdAt: new Date().toISOString(),
  });
  await h.addUser('known', ['editor'], 'the-real-password');
  for (const [username, address] of [['invited', '10.7.0.1'], ['nobody-here', '10.7.0.2'], ['known', '10.7.0.3']] as const) {
    verified.length = 0;
    const answer = await h.call('user/login', { body: { username, password: 'a-guess-123' }, headers: { 'x-forwarded-for': address } });
    expect(answer.status, username).toBe(401);
    expect(verified, username).toHaveLength(1);
    expect(verified[0], username).toMatch(/^\$argon2/);
  }
});

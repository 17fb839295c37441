import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('user/login', () => {
  it('signs in by username or email, case-insensitively, with an HttpOnly 3-day cookie and no token in the body', async () => {
    for (const username of ['admin', 'ADMIN', 'Admin@Example.org']) {
      const result = await h.call('user/login', { body: { username, password: ADMIN_PASSWORD } });
      expect(result.status).toBe(200);
      expect(result.body.user).toMatchObject({ username: 'admin', roles: ['admin'] });
      expect(JSON.stringify(result.body)).not.toMatch(/eyJ/); // no JWT handed to page scripts
      const cookie = result.headers.getSetCookie().find((c) => c.startsWith('authToken='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Max-Age=259200/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const wrong = await h.call('user/login', { body: { username: 'admin', password: 'not-the-password' } });
    const unknown = await h.call('user/login', { body: { username: 'nobody-here', password: 'whatever-pw' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a user without roles', async () => {
    await h.addUser('noroles', []);
    const result = await h.call('user/login', { body: { username: 'noroles', password: 'user-password-123' } });
    expect(result.status).toBe(401);
  });

  it('answers 400 with field messages for short or missing fields, and for operator objects', async () => {
    const short = await h.call('user/login', { body: { username: 'ab', password: '' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('username');
    expect(short.body.error.fields).toHaveProperty('password');
    const injected = await h.call('user/login', { body: { username: { $ne: null }, password: { $ne: null } } });
    expect(injected.status).toBe(400);
    const notJson = await h.call('user/login', { body: '{not json' });
    expect(notJson.status).toBe(400);
  });
});

describe('user/me and log out', () => {
  it('needs a session (401), returns the user with one, and log out revokes the session on the server', async () => {
    expect((await h.call('user/me', { body: {} })).status).toBe(401);
    const cookie = await h.signIn('admin', ADMIN_PASSWORD);
    const me = await h.call('user/me', { body: {}, cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('admin');
    expect(me.body.user).not.toHaveProperty('passwordHash');

    const out = await h.call('user/logout', { body: {}, cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('authToken=;') && c.includes('Max-Age=0'))).toBe(true);
    // The old cookie, replayed, no longer works.
    expect((await h.call('user/me', { body: {}, cookie })).status).toBe(401);
  });

  it('refuses a forged or garbled token', async () => {
    expect((await h.call('user/me', { body: {}, cookie: 'authToken=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad' })).status).toBe(401);
    expect((await h.call('user/me', { body: {}, cookie: 'authToken=garbage' })).status).toBe(401);
  });
});

describe('the dispatcher', () => {
  it('answers 404 JSON for an unknown call and for the wrong method', async () => {
    const unknown = await h.call('no/such/call', { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/Unknown API call/);
    expect((await h.call('user/login', { method: 'GET' })).status).toBe(404);
  });

  it('refuses a cross-site POST with 403 and changes nothing', async () => {
    const cookie = await h.signIn('admin', ADMIN_PASSWORD);
    const crossSite = await h.call('user/logout', { body: {}, cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const noOrigin = await h.call('user/logout', { body: {}, cookie, headers: { origin: 'https://evil.example' } });
    expect(noOrigin.status).toBe(403);
    expect((await h.call('user/me', { body: {}, cookie })).status).toBe(200);
  });
});

describe('sessions end when they should', () => {
  it('deactivating a user ends their sessions and stops them signing in', async () => {
    const { deactivateUser } = await import('@/lib/auth/users');
    await h.addUser('leaver', ['editor']);
    const cookie = await h.signIn('leaver', 'user-password-123');
    expect((await h.call('user/me', { body: {}, cookie })).status).toBe(200);
    await deactivateUser(h.store, 'user-leaver');
    expect((await h.call('user/me', { body: {}, cookie })).status).toBe(401);
    expect(await h.store.collection('sessions').count({ userId: 'user-leaver' })).toBe(0);
    expect((await h.call('user/login', { body: { username: 'leaver', password: 'user-password-123' } })).status).toBe(401);
  });

  it('a rejected session cookie is cleared by the server', async () => {
    const result = await h.call('user/me', { body: {}, cookie: 'authToken=stale.token.value; signedIn=1' });
    expect(result.status).toBe(401);
    const cleared = result.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith('authToken=;') && c.includes('Max-Age=0') && c.includes('HttpOnly'))).toBe(true);
    expect(cleared.some((c) => c.startsWith('signedIn=;') && c.includes('Max-Age=0'))).toBe(true);
  });
});

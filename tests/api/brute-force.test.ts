import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const login = (username: string, password: string, ip: string) =>
  h.call('user/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in brute force', () => {
  it('locks an account after 5 failures (even for the right password), with Retry-After, from any address', async () => {
    await h.addUser('target', ['editor'], 'the-real-password');
    for (let i = 0; i < 5; i++) expect((await login('target', `guess-${i}`, `10.1.0.${i}`)).status).toBe(401);
    const locked = await login('TARGET', 'the-real-password', '10.1.0.99');
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/Too many failed sign-in attempts/);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.getSetCookie().some((c) => c.startsWith('authToken='))).toBe(false);
  });

  it('limits an unknown account exactly like a real one, so the limit does not reveal which exist', async () => {
    for (let i = 0; i < 5; i++) await login('ghost-account', `guess-${i}`, `10.2.0.${i}`);
    expect((await login('ghost-account', 'guess', '10.2.0.99')).status).toBe(429);
  });

  it('limits one address trying many accounts after 20 failures, without locking other addresses out', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`user-${i}`, 'wrong-password', '10.3.0.1')).status).toBe(401);
    expect((await login('admin', ADMIN_PASSWORD, '10.3.0.1')).status).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '10.3.0.2')).status).toBe(200);
  });

  it('checks at most 5 passwords of one account however many are sent at once', async () => {
    await h.addUser('parallel-target', ['editor'], 'the-real-password');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login('parallel-target', `guess-${i}`, `10.4.0.${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('checks at most 20 passwords from one address however many are sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => login(`parallel-${i}`, 'wrong-password', '10.5.0.1')));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it('does not count sign-ins that succeed against anyone', async () => {
    for (let i = 0; i < 22; i++) expect((await login('admin', ADMIN_PASSWORD, '10.6.0.1')).status).toBe(200);
    expect((await login('admin', 'a-wrong-password', '10.6.0.1')).status).toBe(401);
  });

  it('keeps the counters in the store, where every server sees them', async () => {
    expect(await h.store.collection('rateLimits').count({})).toBeGreaterThan(0);
  });
});

describe('cross-site requests from browsers without Sec-Fetch-Site', () => {
  it('compare the Origin with the Host the request was sent to, never with X-Forwarded-Host', async () => {
    const forged = await h.call('user/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '10.8.0.1' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toBe('Cross-site requests are not allowed.');
    const own = await h.call('user/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '10.8.0.1' } });
    expect(own.status).toBe(200);
  });
});

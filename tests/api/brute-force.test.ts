import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';
import { itNeedsAtomicUpdates } from '../support/test-store';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const login = (username: string, password: string, ip: string) =>
  h.call('user/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in brute force', () => {
  it('makes an account wait a minute after 5 failures (even for the right password), with Retry-After, from any address', async () => {
    await h.addUser('target', ['editor'], 'the-real-password');
    for (let i = 0; i < 5; i++) expect((await login('target', `guess-${i}`, `10.1.0.${i}`)).status).toBe(401);
    const waiting = await login('TARGET', 'the-real-password', '10.1.0.99');
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.message).toBe('Too many failed sign-in attempts. Please try again in a minute, or reset your password.');
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(waiting.headers.getSetCookie().some((c) => c.startsWith('authToken='))).toBe(false);
  });

  describe('after the wait', () => {
    afterEach(() => vi.useRealTimers());

    it('doubles the wait with each further failure up to 15 minutes, lets the owner in between, and forgets on success', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
      await h.addUser('slowed', ['editor'], 'the-real-password');
      for (let i = 0; i < 5; i++) expect((await login('slowed', `guess-${i}`, `10.9.0.${i}`)).status).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const refused = await login('slowed', 'another-guess', '10.9.1.1');
        expect(refused.status).toBe(429);
        const seconds = Number(refused.headers.get('retry-after'));
        waits.push(seconds);
        // Just before the wait is over the account still waits; once it is over, one more guess is checked.
        vi.setSystemTime(Date.now() + (seconds - 1) * 1000);
        expect((await login('slowed', 'another-guess', '10.9.1.2')).status).toBe(429);
        vi.setSystemTime(Date.now() + 1000);
        expect((await login('slowed', `late-guess-${i}`, `10.9.2.${i}`)).status).toBe(401);
      }
      expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
      const message = (await login('slowed', 'x-guess', '10.9.3.1')).body.error.message;
      expect(message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes, or reset your password.');
      // The owner, once the wait is over, gets in; and from then on has the free attempts again.
      vi.setSystemTime(Date.now() + 900 * 1000);
      expect((await login('slowed', 'the-real-password', '10.9.4.1')).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login('slowed', `fresh-guess-${i}`, `10.9.5.${i}`)).status).toBe(401);
      expect((await login('slowed', 'the-real-password', '10.9.4.1')).status).toBe(429);
    });

    it('forgets failures a day after the last one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-05T09:00:00Z'));
      await h.addUser('forgotten', ['editor'], 'the-real-password');
      for (let i = 0; i < 5; i++) expect((await login('forgotten', `guess-${i}`, `10.10.0.${i}`)).status).toBe(401);
      vi.setSystemTime(Date.now() + 60 * 1000);
      expect((await login('forgotten', 'one-more', '10.10.1.1')).status).toBe(401);
      vi.setSystemTime(Date.now() + 24 * 3600 * 1000 + 121 * 1000);
      for (let i = 0; i < 4; i++) expect((await login('forgotten', `next-day-${i}`, `10.10.2.${i}`)).status).toBe(401);
      expect((await login('forgotten', 'the-real-password', '10.10.3.1')).status).toBe(200);
    });
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

  itNeedsAtomicUpdates('checks at most 5 passwords of one account however many are sent at once', async () => {
    await h.addUser('parallel-target', ['editor'], 'the-real-password');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login('parallel-target', `guess-${i}`, `10.4.0.${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  itNeedsAtomicUpdates('checks at most 20 passwords from one address however many are sent at once', async () => {
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

  it('compare the scheme too: on an https site, a page served over plain http is another origin', async () => {
    process.env.SITE_URL = 'https://support.example.org';
    reloadEnv();
    try {
      const signIn = (origin: string) =>
        h.call('user/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD },
          headers: { origin, host: 'support.example.org', 'x-forwarded-for': '10.8.0.2' },
        });
      const plain = await signIn('http://support.example.org');
      expect(plain.status).toBe(403);
      expect(plain.body.error.message).toBe('Cross-site requests are not allowed.');
      expect((await signIn('https://support.example.org')).status).toBe(200);
    } finally {
      delete process.env.SITE_URL;
      reloadEnv();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@/api-handlers/user-forgot-password';
import { INVALID_RESET } from '@/lib/auth/password-reset';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';
import { sendSiteMailTo, startSmtpSink } from '../support/smtp-sink';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let stopMail: () => Promise<void>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  stopMail = sendSiteMailTo(smtp);
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
  await stopMail();
});

// Each test uses its own client address, so the per-IP limits of one do not spill into another.
let ipCounter = 1;
const freshIp = () => ({ 'x-forwarded-for': `10.0.0.${ipCounter++}` });

async function requestReset(email: string) {
  const since = smtp.received.length;
  const result = await h.call('user/forgotPassword', { body: { email }, headers: freshIp() });
  expect(result.status).toBe(200);
  const mail = await smtp.waitFor(email, since);
  const link = new URL(/https:\/\/support\.example\.org\/\?token=[^\s]+/.exec(mail.text)![0]);
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')!, link };
}

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const since = smtp.received.length;
    const unknown = await h.call('user/forgotPassword', { body: { email: 'nobody@example.org' }, headers: freshIp() });
    const known = await h.call('user/forgotPassword', { body: { email: 'admin@example.org' }, headers: freshIp() });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(FORGOT_PASSWORD_ANSWER);
    await smtp.waitFor('admin@example.org', since);
    expect(smtp.received.slice(since).some((m) => m.to.includes('nobody@example.org'))).toBe(false);
  });

  it('mails a link built from SITE_URL, never from the Host header, with a 32-byte token stored only as a hash', async () => {
    const since = smtp.received.length;
    await h.call('user/forgotPassword', { body: { email: 'admin@example.org' }, headers: { ...freshIp(), host: 'evil.example', origin: 'https://evil.example' } });
    const mail = await smtp.waitFor('admin@example.org', since);
    expect(mail.text).not.toContain('evil.example');
    const token = new URL(/https:\/\/support\.example\.org\/\?token=[^\s]+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await h.store.collection('passwordResets').find({});
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('is limited per email address and per IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await h.call('user/forgotPassword', { body: { email: 'limited@example.org' }, headers: ip }));
    expect(results.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results[3].status).toBe(429);
    expect(Number(results[3].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(results[3].body.error.message).toMatch(/Too many/);
  });

  it('is limited per IP across different email addresses', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await h.call('user/forgotPassword', { body: { email: `person${i}@example.org` }, headers: ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('set password with the emailed token', () => {
  it('sets the password once, ends every session, and the old password stops working', async () => {
    const session = await h.signIn('admin', ADMIN_PASSWORD);
    const { token, email } = await requestReset('admin@example.org');
    const set = await h.call('user/setPassword', { body: { email, token, password: 'brand-new-password-1', passwordConfirmation: 'brand-new-password-1' }, headers: freshIp() });
    expect(set.status).toBe(200);
    expect((await h.call('user/me', { body: {}, cookie: session })).status).toBe(401);
    expect((await h.call('user/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers: freshIp() })).status).toBe(401);
    expect((await h.call('user/login', { body: { username: 'admin', password: 'brand-new-password-1' }, headers: freshIp() })).status).toBe(200);

    const reused = await h.call('user/setPassword', { body: { email, token, password: 'another-password-2' }, headers: freshIp() });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(INVALID_RESET);
  });

  it('refuses a token for another email, an expired token, a made-up token, and a password equal to the email', async () => {
    await h.addUser('resetme', ['editor']);
    const { token } = await requestReset('resetme@example.org');
    const other = await h.call('user/setPassword', { body: { email: 'admin@example.org', token, password: 'brand-new-password-3' }, headers: freshIp() });
    expect(other.status).toBe(400);
    const madeUp = await h.call('user/setPassword', { body: { email: 'resetme@example.org', token: 'A'.repeat(43), password: 'brand-new-password-3' }, headers: freshIp() });
    expect(madeUp.status).toBe(400);
    const sameAsEmail = await h.call('user/setPassword', { body: { email: 'resetme@example.org', token, password: 'resetme@example.org' }, headers: freshIp() });
    expect(sameAsEmail.status).toBe(400);
    expect(sameAsEmail.body.error.message).toMatch(/not be the same as your email/);

    // An hour later the link no longer works.
    await h.store.collection('passwordResets').update({ emailLower: 'resetme@example.org' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await h.call('user/setPassword', { body: { email: 'resetme@example.org', token, password: 'brand-new-password-3' }, headers: freshIp() });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(INVALID_RESET);
  });

  it('lifts the sign-in lock others caused, for the username and the email alike', async () => {
    await h.addUser('lockedout', ['editor'], 'the-old-password-1');
    const login = (username: string, password: string) => h.call('user/login', { body: { username, password }, headers: freshIp() });
    for (let i = 0; i < 5; i++) await login('lockedout', `someone-guessing-${i}`);
    for (let i = 0; i < 5; i++) await login('lockedout@example.org', `someone-guessing-${i}`);
    expect((await login('lockedout', 'the-old-password-1')).status).toBe(429);
    const { token, email } = await requestReset('lockedout@example.org');
    expect((await h.call('user/setPassword', { body: { email, token, password: 'the-new-password-2' }, headers: freshIp() })).status).toBe(200);
    expect((await login('lockedout', 'the-new-password-2')).status).toBe(200);
    expect((await login('lockedout@example.org', 'the-new-password-2')).status).toBe(200);
  });

  it('a newer reset link replaces an older one', async () => {
    await h.addUser('twice', ['editor']);
    const first = await requestReset('twice@example.org');
    const second = await requestReset('twice@example.org');
    expect((await h.call('user/setPassword', { body: { email: first.email, token: first.token, password: 'brand-new-password-4' }, headers: freshIp() })).status).toBe(400);
    expect((await h.call('user/setPassword', { body: { email: second.email, token: second.token, password: 'brand-new-password-4' }, headers: freshIp() })).status).toBe(200);
  });
});

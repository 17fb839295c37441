// Staff account administration: user/list, user/invite, user/update, user/deactivate, user/reactivate,
// and accepting an invitation through user/setPassword.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { INVALID_INVITATION, INVALID_RESET } from '@/lib/auth/password-reset';
import { CANNOT_DEACTIVATE_SELF, EMAIL_IN_USE, LAST_ADMIN, USER_NOT_FOUND } from '@/lib/auth/user-admin-rules';
import { INVITATION_NOT_SENT, deactivateAccount, updateUser } from '@/lib/auth/manage-users';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';
import { sendSiteMailTo, startSmtpSink } from '../support/smtp-sink';

let h: Harness;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let stopMail: () => Promise<void>;
let admin: string;
let adminId: string;
const others: Record<'publisher' | 'editor' | 'forms', string> = { publisher: '', editor: '', forms: '' };

beforeAll(async () => {
  smtp = await startSmtpSink();
  stopMail = sendSiteMailTo(smtp);
  h = await createHarness();
  admin = await h.signIn('admin', ADMIN_PASSWORD);
  adminId = String((await h.store.collection('users').findOne({ usernameLower: 'admin' }))!._id);
  for (const role of ['publisher', 'editor', 'forms'] as const) {
    await h.addUser(`only-${role}`, [role]);
    others[role] = await h.signIn(`only-${role}`, 'user-password-123');
  }
});
afterAll(async () => {
  await h.close();
  await stopMail();
});

let ipCounter = 1;
const freshIp = () => ({ 'x-forwarded-for': `10.1.0.${ipCounter++}` });
const post = (path: string, body: unknown, cookie = admin) => h.call(path, { body, cookie });
const list = async () => (await h.call('user/list', { method: 'GET', cookie: admin })).body.users as Record<string, unknown>[];
const userByEmail = async (email: string) => (await list()).find((u) => u.email === email)!;

async function invite(email: string, name: string, roles: string[] = ['editor']) {
  const since = smtp.received.length;
  const result = await post('user/invite', { email, name, roles });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const mail = await mailTo(email, since);
  const link = new URL(/https:\/\/support\.example\.org\/\?token=\S+/.exec(mail.text)![0]);
  return { result, mail, link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

/** The SMTP envelope may carry the address in another case than the one typed. */
async function mailTo(email: string, since: number) {
  await expect.poll(() => smtp.received.slice(since).some((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase())), { timeout: 5000 }).toBe(true);
  return smtp.received.slice(since).find((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))!;
}

const accept = (email: string, token: string, password: string) =>
  h.call('user/setPassword', { body: { email, token, password, passwordConfirmation: password }, headers: freshIp() });

describe('user/list', () => {
  it('lists every account by name then username, with exactly the fields an admin may see', async () => {
    await h.addUser('zed', ['editor']);
    await h.store.collection('users').update({ _id: 'user-zed' }, { $set: { name: 'Abe' } });
    await h.addUser('amy', ['forms']);
    await h.store.collection('users').update({ _id: 'user-amy' }, { $set: { name: 'abe' } });
    const result = await h.call('user/list', { method: 'GET', cookie: admin });
    expect(result.status).toBe(200);
    const users = result.body.users as Record<string, unknown>[];
    const names = users.map((u) => [String(u.name).toLowerCase(), String(u.username).toLowerCase()]);
    expect(names).toEqual([...names].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])));
    expect(users.findIndex((u) => u.username === 'amy')).toBe(users.findIndex((u) => u.username === 'zed') - 1);
    const me = users.find((u) => u.username === 'admin')!;
    expect(Object.keys(me).sort()).toEqual(['_id', 'active', 'createdAt', 'email', 'invited', 'lastSignIn', 'name', 'roles', 'username']);
    expect(me).toMatchObject({ _id: adminId, email: 'admin@example.org', roles: ['admin'], active: true, invited: false });
    expect(new Date(String(me.lastSignIn)).toISOString()).toBe(me.lastSignIn);
    expect(users.find((u) => u.username === 'zed')!.lastSignIn).toBeNull();
    expect(JSON.stringify(result.body)).not.toMatch(/passwordHash|\$argon2|authToken|sid/);
  });

  it('records the time of each successful sign-in, and not of a failed one', async () => {
    await h.addUser('signer', ['editor']);
    expect((await userByEmail('signer@example.org')).lastSignIn).toBeNull();
    await h.call('user/login', { body: { username: 'signer', password: 'wrong-password' }, headers: freshIp() });
    expect((await userByEmail('signer@example.org')).lastSignIn).toBeNull();
    const before = Date.now();
    await h.signIn('signer', 'user-password-123');
    expect(new Date(String((await userByEmail('signer@example.org')).lastSignIn)).getTime()).toBeGreaterThanOrEqual(before - 5);
  });

  it('answers 401 without a session and 403 to publisher, editor and forms users', async () => {
    expect((await h.call('user/list', { method: 'GET' })).status).toBe(401);
    for (const cookie of Object.values(others)) expect((await h.call('user/list', { method: 'GET', cookie })).status).toBe(403);
  });
});

describe('user/invite and accepting the invitation', () => {
  it('creates an invited account that cannot sign in, emails a 7-day single-use link, and the link activates it', async () => {
    const started = Date.now();
    const { result, mail, link, token, email } = await invite('New.Person@Example.org', 'New Person', ['editor', 'forms']);
    expect(result.body.user).toMatchObject({ username: 'New.Person@Example.org', email: 'New.Person@Example.org', name: 'New Person', roles: ['editor', 'forms'], active: false, invited: true, lastSignIn: null });
    expect(JSON.stringify(result.body)).not.toMatch(/passwordHash|token/);
    expect(link.origin + link.pathname).toBe('https://support.example.org/');
    expect(email).toBe('New.Person@Example.org');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.text).toContain('within 7 days');
    expect(mail.text).toContain('Site Administrator has invited you');
    const stored = await h.store.collection('passwordResets').findOne({ emailLower: 'new.person@example.org' });
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = new Date(stored!.expiresAt as Date).getTime() - started;
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);

    // Not yet: no password works, and forgot-password sends nothing to an invitation.
    expect((await h.call('user/login', { body: { username: 'new.person@example.org', password: 'anything-at-all' }, headers: freshIp() })).status).toBe(401);
    const since = smtp.received.length;
    await h.call('user/forgotPassword', { body: { email: 'new.person@example.org' }, headers: freshIp() });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.slice(since)).toEqual([]);

    const accepted = await accept(email, token, 'my-first-password-1');
    expect(accepted.status).toBe(200);
    expect(await userByEmail('New.Person@Example.org')).toMatchObject({ active: true, invited: false });
    const session = await h.signIn('new.person@example.org', 'my-first-password-1');
    const me = await h.call('user/me', { body: {}, cookie: session });
    expect(me.body.user).toMatchObject({ email: 'New.Person@Example.org', roles: ['editor', 'forms'] });

    // Single use.
    const again = await accept(email, token, 'another-password-2');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(INVALID_INVITATION);
    expect((await h.call('user/login', { body: { username: 'new.person@example.org', password: 'another-password-2' }, headers: freshIp() })).status).toBe(401);

    const audit = await h.store.collection('auditLog').find({ target: String(result.body.user._id) }, { sort: { at: 1 } });
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ['user.invite', adminId],
      ['user.acceptInvitation', result.body.user._id],
    ]);
  });

  it('refuses an expired invitation and a password equal to the email', async () => {
    const { token, email } = await invite('late@example.org', 'Late Comer');
    const same = await accept(email, token, 'late@example.org');
    expect(same.status).toBe(400);
    expect(same.body.error.message).toMatch(/not be the same as your email/);
    await h.store.collection('passwordResets').update({ emailLower: 'late@example.org' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await accept(email, token, 'a-good-password-3');
    expect(expired.status).toBe(400);
    // The store drops an expired token (at once here, within a minute on MongoDB), after which it reads like any unknown link.
    expect([INVALID_INVITATION, INVALID_RESET]).toContain(expired.body.error.message);
    expect(await userByEmail('late@example.org')).toMatchObject({ active: false, invited: true });
  });

  it('answers 409 for an email already used by an account, whatever its case', async () => {
    for (const email of ['admin@example.org', 'ADMIN@Example.org', 'only-editor@example.org']) {
      const result = await post('user/invite', { email, name: 'Someone', roles: ['editor'] });
      expect(result.status).toBe(409);
      expect(result.body.error.message).toBe(EMAIL_IN_USE);
    }
    await invite('pending@example.org', 'Pending');
    const twice = await post('user/invite', { email: 'pending@example.org', name: 'Pending', roles: ['editor'] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(EMAIL_IN_USE);
  });

  it('answers 400 to wrong types, unknown roles, operator and __proto__ keys and huge strings, and creates nothing', async () => {
    const count = await h.store.collection('users').count({});
    const bodies: unknown[] = [
      { email: 'x@example.org', name: 'X', roles: ['root'] },
      { email: 'x@example.org', name: 'X', roles: [] },
      { email: 'x@example.org', name: 'X', roles: 'editor' },
      { email: 'x@example.org', name: 42, roles: ['editor'] },
      { email: ['x@example.org'], name: 'X', roles: ['editor'] },
      { email: { $ne: null }, name: 'X', roles: ['editor'] },
      { email: 'x@example.org', name: { $gt: '' }, roles: ['editor'] },
      { email: `${'x'.repeat(300)}@example.org`, name: 'X', roles: ['editor'] },
      { email: 'x@example.org', name: 'X'.repeat(100_000), roles: ['editor'] },
      { email: 'x@example.org', name: '   ', roles: ['editor'] },
      { email: 'x@example.org', name: 'X', roles: ['editor'], passwordHash: 'known' },
      '{"email":"x@example.org","name":"X","roles":["editor"],"__proto__":{"active":true}}',
      '{"email":"x@example.org","name":"X","roles":["editor"],"$where":"1"}',
      '[1,2]',
    ];
    for (const body of bodies) {
      const result = await post('user/invite', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.message).toBeTruthy();
    }
    expect(await h.store.collection('users').count({})).toBe(count);
  });

  it('answers 401 without a session and 403 to publisher, editor and forms users', async () => {
    const body = { email: 'sneaky@example.org', name: 'Sneaky', roles: ['admin'] };
    expect((await h.call('user/invite', { body })).status).toBe(401);
    for (const cookie of Object.values(others)) expect((await post('user/invite', body, cookie)).status).toBe(403);
    expect(await h.store.collection('users').findOne({ emailLower: 'sneaky@example.org' })).toBeNull();
  });

  it('creates no account when the invitation email cannot be sent', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    reloadEnv();
    try {
      const result = await post('user/invite', { email: 'unlucky@example.org', name: 'Unlucky', roles: ['editor'] });
      expect(result.status).toBe(500);
      expect(result.body.error.message).toBe(INVITATION_NOT_SENT);
    } finally {
      process.env.SMTP_URL = smtp.url;
      reloadEnv();
    }
    expect(await h.store.collection('users').findOne({ emailLower: 'unlucky@example.org' })).toBeNull();
    expect(await h.store.collection('passwordResets').findOne({ emailLower: 'unlucky@example.org' })).toBeNull();
  });

  it('is limited per admin with 429', async () => {
    await h.addUser('busy-admin', ['admin']);
    const busy = await h.signIn('busy-admin', 'user-password-123');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post('user/invite', { email: `crowd${i}@example.org`, name: `Crowd ${i}`, roles: ['forms'] }, busy)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('user/update', () => {
  it('changes roles and name, and the change takes effect for the user at once', async () => {
    await h.addUser('promote', ['editor']);
    const session = await h.signIn('promote', 'user-password-123');
    const result = await post('user/update', { _id: 'user-promote', roles: ['publisher', 'forms', 'publisher'], name: '  Pat Promoted ' });
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ _id: 'user-promote', roles: ['publisher', 'forms'], name: 'Pat Promoted', active: true });
    expect(JSON.stringify(result.body)).not.toMatch(/passwordHash/);
    expect((await h.call('user/me', { body: {}, cookie: session })).body.user.roles).toEqual(['publisher', 'forms']);
    // The name stays when it is not sent.
    expect((await post('user/update', { _id: 'user-promote', roles: ['editor'] })).body.user).toMatchObject({ name: 'Pat Promoted', roles: ['editor'] });
    const audit = await h.store.collection('auditLog').find({ target: 'user-promote', action: 'user.update' }, { sort: { at: 1 } });
    expect(audit[0]).toMatchObject({ userId: adminId, rolesBefore: ['editor'], roles: ['publisher', 'forms'], nameBefore: 'promote', name: 'Pat Promoted' });
  });

  it('answers 404 for an unknown id, 400 for bad input, 401 and 403', async () => {
    const unknown = await post('user/update', { _id: 'user-nobody', roles: ['editor'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(USER_NOT_FOUND);
    for (const body of [
      { _id: 'user-zed', roles: ['emperor'] },
      { _id: 'user-zed', roles: [] },
      { _id: { $ne: null }, roles: ['editor'] },
      { _id: 'user-zed', roles: ['editor'], name: '' },
      { _id: 'user-zed', roles: ['editor'], name: 'n'.repeat(121) },
      { _id: 'user-zed', roles: ['editor'], active: false },
      '{"_id":"user-zed","roles":["editor"],"__proto__":{"roles":["admin"]}}',
    ]) {
      expect((await post('user/update', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.store.collection('users').findOne({ _id: 'user-zed' }))!.roles).toEqual(['editor']);
    expect((await h.call('user/update', { body: { _id: 'user-zed', roles: ['admin'] } })).status).toBe(401);
    for (const cookie of Object.values(others)) expect((await post('user/update', { _id: 'user-zed', roles: ['admin'] }, cookie)).status).toBe(403);
    expect((await h.store.collection('users').findOne({ _id: 'user-zed' }))!.roles).toEqual(['editor']);
  });
});

describe('user/deactivate and user/reactivate', () => {
  it("ends the user's sessions, refuses their sign-in, and reactivating lets them sign in again", async () => {
    await h.addUser('leaver', ['editor']);
    const session = await h.signIn('leaver', 'user-password-123');
    const result = await post('user/deactivate', { _id: 'user-leaver' });
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ _id: 'user-leaver', active: false, invited: false });
    expect((await h.call('user/me', { body: {}, cookie: session })).status).toBe(401);
    expect((await h.call('page/load', { method: 'GET', query: { slug: 'about', domainId: 'default' }, cookie: session })).status).toBe(401);
    expect((await h.call('user/login', { body: { username: 'leaver', password: 'user-password-123' }, headers: freshIp() })).status).toBe(401);
    expect(await userByEmail('leaver@example.org')).toMatchObject({ active: false, invited: false });
    // Deactivating again changes nothing.
    expect((await post('user/deactivate', { _id: 'user-leaver' })).status).toBe(200);

    const back = await post('user/reactivate', { _id: 'user-leaver' });
    expect(back.status).toBe(200);
    expect(back.body.user).toMatchObject({ active: true, invited: false });
    await h.signIn('leaver', 'user-password-123');
    const actions = (await h.store.collection('auditLog').find({ target: 'user-leaver' }, { sort: { at: 1 } })).map((a) => [a.action, a.userId]);
    expect(actions).toEqual([
      ['user.deactivate', adminId],
      ['user.reactivate', adminId],
    ]);
  });

  it('withdraws a pending invitation, and reactivating sends a fresh one', async () => {
    const first = await invite('maybe@example.org', 'Maybe Later');
    const id = String(first.result.body.user._id);
    expect((await post('user/deactivate', { _id: id })).body.user).toMatchObject({ active: false, invited: false });
    expect((await accept(first.email, first.token, 'a-good-password-4')).status).toBe(400);

    const since = smtp.received.length;
    const again = await post('user/reactivate', { _id: id });
    expect(again.body.user).toMatchObject({ active: false, invited: true });
    const mail = await smtp.waitFor('maybe@example.org', since);
    const token = new URL(/https:\/\/support\.example\.org\/\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect(token).not.toBe(first.token);
    expect((await accept('maybe@example.org', token, 'a-good-password-4')).status).toBe(200);
    await h.signIn('maybe@example.org', 'a-good-password-4');
  });

  it('refuses to deactivate yourself (409) and changes nothing', async () => {
    const result = await post('user/deactivate', { _id: adminId });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(CANNOT_DEACTIVATE_SELF);
    expect((await h.call('user/me', { body: {}, cookie: admin })).status).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for bad input, 401 and 403', async () => {
    for (const path of ['user/deactivate', 'user/reactivate']) {
      const unknown = await post(path, { _id: 'user-nobody' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(USER_NOT_FOUND);
      for (const body of [{}, { _id: '' }, { _id: 7 }, { _id: { $ne: null } }, { _id: 'x'.repeat(5000) }, '{"_id":"user-zed","__proto__":{"x":1}}']) {
        expect((await post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
      expect((await h.call(path, { body: { _id: 'user-zed' } })).status).toBe(401);
      for (const cookie of Object.values(others)) expect((await post(path, { _id: 'user-zed' }, cookie)).status).toBe(403);
    }
    expect(await userByEmail('zed@example.org')).toMatchObject({ active: true });
  });
});

describe('the last active admin', () => {
  it('cannot lose the admin role (409), but can once another admin is active', async () => {
    // The busy admin from the invitation limit test is deactivated first, so this admin is the only one.
    await post('user/deactivate', { _id: 'user-busy-admin' });
    const refused = await post('user/update', { _id: adminId, roles: ['publisher'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(LAST_ADMIN);
    expect((await h.call('user/me', { body: {}, cookie: admin })).body.user.roles).toEqual(['admin']);

    // An inactive or invited admin does not count.
    await invite('future.admin@example.org', 'Future Admin', ['admin']);
    expect((await post('user/update', { _id: adminId, roles: ['publisher'] })).status).toBe(409);

    await h.addUser('second-admin', ['admin']);
    const demoted = await post('user/update', { _id: adminId, roles: ['admin', 'publisher'] });
    expect(demoted.status).toBe(200);
    const second = await h.signIn('second-admin', 'user-password-123');
    const lastOne = await post('user/update', { _id: 'user-second-admin', roles: ['editor'] }, second);
    expect(lastOne.status).toBe(200);
    // Now the seeded admin is the only one again.
    expect((await post('user/update', { _id: adminId, roles: ['editor'] })).status).toBe(409);
  });

  it('survives two admins demoting each other at the same moment', async () => {
    await h.addUser('twin-a', ['admin']);
    await h.addUser('twin-b', ['admin']);
    // Only the twins are admins for this test.
    await h.store.collection('users').update({ _id: adminId }, { $set: { active: false } });
    const actor = (id: string) => ({ _id: id, username: id, email: `${id}@example.org`, name: id, roles: ['admin' as const] });
    try {
      const results = await Promise.allSettled([
        updateUser(h.store, { _id: 'user-twin-b', roles: ['editor'] }, actor('user-twin-a'), new Date()),
        updateUser(h.store, { _id: 'user-twin-a', roles: ['editor'] }, actor('user-twin-b'), new Date()),
      ]);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toContain(LAST_ADMIN);
      expect(await h.store.collection('users').count({ active: true, roles: { $in: ['admin'] } })).toBeGreaterThanOrEqual(1);
    } finally {
      await h.store.collection('users').update({ _id: adminId }, { $set: { active: true } });
    }
  });

  it('cannot be deactivated, even by a rule-bypassing caller', async () => {
    // Through the API the caller is always another active admin; the rule still holds on its own.
    const onlyAdmins = await h.store.collection('users').find({ active: true, roles: { $in: ['admin'] } });
    for (const other of onlyAdmins.filter((u) => u._id !== adminId)) await h.store.collection('users').update({ _id: other._id }, { $set: { active: false } });
    const outsider = { _id: 'someone-else', username: 'x', email: 'x@example.org', name: 'X', roles: ['admin' as const] };
    await expect(deactivateAccount(h.store, adminId, outsider, new Date())).rejects.toThrow(LAST_ADMIN);
    expect((await h.call('user/me', { body: {}, cookie: admin })).status).toBe(200);
  });
});

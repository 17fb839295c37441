import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessWithAdmin, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
let ana: string;
let ben: string;
let formsOnly: string;
let aboutId: string;
let contactId: string;
beforeAll(async () => {
  ({ h, admin } = await harnessWithAdmin());
  await h.addUser('ana', ['editor']);
  await h.addUser('ben', ['publisher']);
  ana = await h.signIn('ana', 'user-password-123');
  ben = await h.signIn('ben', 'user-password-123');
  formsOnly = await h.signedInAs('fiona', ['forms']);
  aboutId = String((await h.store.collection('pages').findOne({ slug: 'about' }))!._id);
  contactId = String((await h.store.collection('pages').findOne({ slug: 'contact' }))!._id);
});
afterAll(() => h.close());

const beat = (cookie: string | undefined, pageId = aboutId, domainId = 'default') => h.call('page/presence', { body: { pageId, domainId }, cookie });
const leave = (cookie: string | undefined, pageId = aboutId) => h.call('page/leave', { body: { pageId }, cookie });

describe('page/presence', () => {
  it('two people on the same page see each other, never themselves', async () => {
    const first = await beat(ana);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ editors: [] });
    const second = await beat(ben);
    expect(second.body.editors).toEqual([{ name: 'ana', since: expect.any(String) }]);
    const again = await beat(ana);
    expect(again.body.editors).toEqual([{ name: 'ben', since: expect.any(String) }]);
    // Someone on another page is not on this one.
    expect((await beat(admin, contactId)).body.editors).toEqual([]);
  });

  it('keeps "since" across heartbeats', async () => {
    const since = (await beat(ben)).body.editors[0].since;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await beat(ana);
    expect((await beat(ben)).body.editors[0].since).toBe(since);
  });

  it('forgets an entry not seen for 90 s, and removes it from the store', async () => {
    const old = new Date(Date.now() - 91_000).toISOString();
    await h.store.collection('pagePresence').update({ userId: 'user-ana' }, { $set: { seenAt: old } }, { multi: true });
    expect((await beat(ben)).body.editors).toEqual([]);
    expect(await h.store.collection('pagePresence').count({ userId: 'user-ana' })).toBe(0);
  });

  it('leave removes only the caller, at once', async () => {
    await beat(ana);
    await beat(admin);
    expect((await leave(ana)).status).toBe(200);
    expect((await beat(ben)).body.editors.map((e: { name: string }) => e.name)).toEqual(['Site Administrator']);
    // Leaving twice, or a page never opened, is not an error.
    expect((await leave(ana)).status).toBe(200);
    expect((await leave(ana, 'page-none')).status).toBe(200);
  });

  it('401 without a session, 403 without an editing role, 400 for bad input, 404 for an unknown page', async () => {
    const before = await h.store.collection('pagePresence').find({}, { sort: { _id: 1 } });
    expect((await beat(undefined)).status).toBe(401);
    expect((await leave(undefined)).status).toBe(401);
    expect((await beat(formsOnly)).status).toBe(403);
    expect((await leave(formsOnly)).status).toBe(403);
    expect((await h.call('page/presence', { body: { pageId: aboutId }, cookie: ana })).status).toBe(400);
    expect((await h.call('page/presence', { body: { pageId: { $ne: null }, domainId: 'default' }, cookie: ana })).status).toBe(400);
    expect((await h.call('page/leave', { body: {}, cookie: ana })).status).toBe(400);
    const unknown = await beat(ana, 'page-none');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Page not found.');
    expect((await beat(ana, aboutId, 'elsewhere')).status).toBe(404);
    expect(await h.store.collection('pagePresence').find({}, { sort: { _id: 1 } })).toEqual(before);
  });
});

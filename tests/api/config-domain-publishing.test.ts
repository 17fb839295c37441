// config/publishDomain, config/unpublishDomain and config/swapActiveDomain: what visitors of a host get, the
// default domain that cannot be unpublished, and host names moving between domains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectsDocId } from '@/lib/content/site/redirects';
import { harnessWithEditors, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
let editor: string;
let adminId: string;
let building: { _id: string; version: number };


beforeAll(async () => {
  ({ h, admin, editor } = await harnessWithEditors());
  adminId = String((await h.store.collection('users').findOne({ usernameLower: 'admin' }))!._id);
  const created = await h.call('config/saveDomain', { body: { domain: { name: 'Tidewell Youth', hostnames: ['youth.localhost'] } }, cookie: admin });
  expect(created.status).toBe(200);
  building = created.body.domain;
  // A redirect already published on the domain being built: visitors must not get it before the domain is published.
  await h.store.collection('siteSettings').insert({
    _id: redirectsDocId(building._id), domainId: building._id, draft: [], published: [{ from: '/old-youth', to: '/youth', type: 301 }], version: 1,
  });
});
afterAll(async () => {
  await h.close();
});

const post = (call: string, body: unknown, cookie = admin) => h.call(`config/${call}`, { body, cookie });
const allDomains = () => h.store.collection('domains').find({}, { sort: { _id: 1 } });
const loadDomain = async (hostname: string) => (await h.call('config/loadDomain', { method: 'GET', query: { hostname }, cookie: admin })).body.domain;

describe('config/publishDomain and config/unpublishDomain', () => {
  // Visitors' pages and redirects are answered only for a published domain (the page route's resolveDomain, cached
  // under 'domains'): publishing and unpublishing invalidate that tag.
  it('publishes a domain: its redirects and pages reach visitors from the next request', async () => {
    expect((await loadDomain('youth.localhost')).published).toBe(false);
    h.invalidated.length = 0;
    const result = await post('publishDomain', { domain: { ...building } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.domain).toMatchObject({ _id: building._id, published: true, version: building.version + 1 });
    expect(h.invalidated).toEqual(['domains']);
    expect((await loadDomain('youth.localhost')).published).toBe(true);
    expect(await h.store.collection('auditLog').findOne({ action: 'domain.publish', target: building._id })).toMatchObject({ userId: adminId });
    building = result.body.domain;
  });

  it('publishing a published domain changes nothing', async () => {
    h.invalidated.length = 0;
    const again = await post('publishDomain', { domain: { _id: building._id } });
    expect(again.body.domain).toEqual(building);
    expect(h.invalidated).toEqual([]);
    expect(await h.store.collection('auditLog').count({ action: 'domain.publish', target: building._id })).toBe(1);
  });

  it('unpublishes a domain: its host names answer visitors nothing, redirects included', async () => {
    const result = await post('unpublishDomain', { domain: { _id: building._id } });
    expect(result.status).toBe(200);
    expect(result.body.domain).toMatchObject({ published: false, version: building.version + 1 });
    expect(h.invalidated).toContain('domains');
    expect((await loadDomain('youth.localhost')).published).toBe(false);
    expect(await h.store.collection('auditLog').findOne({ action: 'domain.unpublish', target: building._id })).toMatchObject({ userId: adminId });
    building = result.body.domain;
  });

  it('refuses to unpublish the default domain, saying why, and writes nothing', async () => {
    const before = await allDomains();
    const refused = await post('unpublishDomain', { domain: { _id: 'default' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'The default domain cannot be unpublished: it serves localhost and the site address (SITE_URL), including the sign-in page.',
    );
    expect(await allDomains()).toEqual(before);
  });

  it('answers 400 for bad input, 401 signed out, 403 to editors and 404 for an unknown id', async () => {
    const before = await allDomains();
    for (const call of ['publishDomain', 'unpublishDomain']) {
      expect((await post(call, {})).status).toBe(400);
      expect((await post(call, { domain: { _id: { $ne: null } } })).status).toBe(400);
      expect((await h.call(`config/${call}`, { body: { domain: { _id: 'second-site' } } })).status).toBe(401);
      expect((await post(call, { domain: { _id: 'second-site' } }, editor)).status).toBe(403);
      const unknown = await post(call, { domain: { _id: 'no-such-domain' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Domain not found.');
    }
    expect(await allDomains()).toEqual(before);
  });
});

describe('config/swapActiveDomain', () => {
  it('refuses a domain that is not published', async () => {
    const before = await allDomains();
    const refused = await post('swapActiveDomain', { domain: { _id: building._id }, hostname: '127.0.0.2' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Publish this domain before making it active.');
    expect(await allDomains()).toEqual(before);
  });

  it('moves a host name from the domain serving it to the new one, answering both, and audits it', async () => {
    building = (await post('publishDomain', { domain: { _id: building._id } })).body.domain;
    const second = (await h.store.collection('domains').findOne({ _id: 'second-site' }))!;
    h.invalidated.length = 0;
    const result = await post('swapActiveDomain', { domain: { _id: building._id }, hostname: 'HTTP://127.0.0.2:3000/' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.newDomain).toMatchObject({ _id: building._id, hostnames: ['youth.localhost', '127.0.0.2'], version: building.version + 1 });
    expect(result.body.oldDomain).toMatchObject({ _id: 'second-site', hostnames: ['second.localhost'], version: ((second.version as number) ?? 0) + 1 });
    expect(h.invalidated).toEqual(['domains']);
    expect((await loadDomain('127.0.0.2'))._id).toBe(building._id);
    expect(await h.store.collection('auditLog').findOne({ action: 'domain.swap', target: building._id })).toMatchObject({ hostname: '127.0.0.2', from: 'second-site', userId: adminId });
    building = result.body.newDomain;
  });

  it('moves localhost too, also when the default domain serves it without listing it', async () => {
    const away = await post('swapActiveDomain', { domain: { _id: 'second-site' }, hostname: 'localhost' });
    expect(away.body.oldDomain).toMatchObject({ _id: 'default', hostnames: ['127.0.0.1'] });
    expect(away.body.newDomain).toMatchObject({ _id: 'second-site', hostnames: ['second.localhost', 'localhost'] });
    expect((await loadDomain('localhost'))._id).toBe('second-site');
    const back = await post('swapActiveDomain', { domain: { _id: 'default' }, hostname: 'localhost' });
    expect(back.body.oldDomain).toMatchObject({ _id: 'second-site', hostnames: ['second.localhost'] });
    expect((await loadDomain('localhost'))._id).toBe('default');

    // Listed nowhere, localhost still reaches the default domain: that is the domain it moves from.
    const defaults = (await h.store.collection('domains').findOne({ _id: 'default' }))!;
    const unlisted = await post('saveDomain', { domain: { _id: 'default', name: defaults.name, hostnames: ['127.0.0.1'], version: defaults.version } });
    expect(unlisted.status).toBe(200);
    expect((await loadDomain('localhost'))._id).toBe('default');
    const fromFallback = await post('swapActiveDomain', { domain: { _id: 'second-site' }, hostname: 'localhost' });
    expect(fromFallback.body.oldDomain).toEqual(unlisted.body.domain);
    expect(fromFallback.body.newDomain.hostnames).toEqual(['second.localhost', 'localhost']);
    await post('swapActiveDomain', { domain: { _id: 'default' }, hostname: 'localhost' });
  });

  it('adds a host name nobody serves yet, with no old domain', async () => {
    const result = await post('swapActiveDomain', { domain: { _id: 'second-site' }, hostname: 'training.example.org' });
    expect(result.status).toBe(200);
    expect(result.body.oldDomain).toBeNull();
    expect(result.body.newDomain.hostnames).toContain('training.example.org');
  });

  it('answers the same domain as both when it already serves the host name, and changes nothing', async () => {
    const before = await allDomains();
    h.invalidated.length = 0;
    const same = await post('swapActiveDomain', { domain: { _id: 'second-site' }, hostname: 'second.localhost' });
    expect(same.status).toBe(200);
    expect(same.body.newDomain).toEqual(same.body.oldDomain);
    expect(same.body.newDomain._id).toBe('second-site');
    expect(await allDomains()).toEqual(before);
    expect(h.invalidated).toEqual([]);
  });

  it('answers 400 for bad input, 401 signed out, 403 to editors and 404 for an unknown id, writing nothing', async () => {
    const before = await allDomains();
    expect((await post('swapActiveDomain', { domain: { _id: 'second-site' } })).status).toBe(400);
    const badHost = await post('swapActiveDomain', { domain: { _id: 'second-site' }, hostname: 'bad host' });
    expect(badHost.status).toBe(400);
    expect(badHost.body.error.fields.hostname).toContain("'bad host' is not a host name");
    expect((await h.call('config/swapActiveDomain', { body: { domain: { _id: 'second-site' }, hostname: 'x.example.org' } })).status).toBe(401);
    expect((await post('swapActiveDomain', { domain: { _id: 'second-site' }, hostname: 'x.example.org' }, editor)).status).toBe(403);
    const unknown = await post('swapActiveDomain', { domain: { _id: 'no-such-domain' }, hostname: 'x.example.org' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Domain not found.');
    expect(await allDomains()).toEqual(before);
  });
});

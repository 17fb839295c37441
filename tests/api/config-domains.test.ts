// config/loadDomain and config/saveDomain: which domain serves a host, creating domains and changing their names
// and host names, with versions (409 on a stale save, nothing written) and host names unique across domains.
import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const load = (hostname: string, cookie = admin) => h.call('config/loadDomain', { method: 'GET', query: { hostname }, cookie });
const save = (domain: Record<string, unknown>, cookie = admin) => h.call('config/saveDomain', { body: { domain }, cookie });
const stored = (_id: string) => h.store.collection('domains').findOne({ _id });
const allDomains = () => h.store.collection('domains').find({}, { sort: { _id: 1 } });

describe('config/loadDomain', () => {
  it('answers the domain serving a host name and every domain by name, to any signed-in staff member', async () => {
    for (const cookie of [admin, editor, formsOnly]) {
      const result = await load('127.0.0.2', cookie);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.domain).toEqual({
        _id: 'second-site', name: 'Tidewell Training Hub', hostnames: ['second.localhost', '127.0.0.2'], published: true, isDefault: false, version: 0, updatedAt: null,
      });
      expect(result.body.domains.map((d: { name: string }) => d.name)).toEqual(['Tidewell Community Support', 'Tidewell Training Hub']);
    }
  });

  it('reads the host name as visitors send it: any case, with a port; localhost and the site address fall back to the default', async () => {
    expect((await load('Second.Localhost:3000')).body.domain._id).toBe('second-site');
    expect((await load('localhost:3000')).body.domain._id).toBe('default');
    expect((await load('127.0.0.1')).body.domain._id).toBe('default');
    const unknown = await load('nobody.example.org');
    expect(unknown.status).toBe(200);
    expect(unknown.body.domain).toBeNull();
    expect(unknown.body.domains).toHaveLength(2);
  });

  it('answers 401 signed out and 400 for a missing or malformed host name', async () => {
    expect((await h.call('config/loadDomain', { method: 'GET', query: { hostname: 'localhost' } })).status).toBe(401);
    expect((await h.call('config/loadDomain', { method: 'GET', query: {}, cookie: admin })).status).toBe(400);
    const bad = await load('not a host');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.hostname).toContain("'not a host' is not a host name");
  });
});

describe('config/saveDomain', () => {
  let created: { _id: string; version: number };

  it('creates an unpublished domain with a server-made id, normalised host names, and audits it', async () => {
    h.invalidated.length = 0;
    const result = await save({ _id: undefined, name: '  Tidewell Events  ', hostnames: ['HTTPS://Events.Example.org:443/walk', 'events.example.org', '127.0.0.9'], published: true, isDefault: true });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    created = result.body.domain;
    expect(result.body.domain).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Tidewell Events', hostnames: ['events.example.org', '127.0.0.9'], published: false, isDefault: false, version: 1, updatedAt: expect.any(String),
    });
    expect(await stored(created._id)).toMatchObject({ name: 'Tidewell Events', published: false, isDefault: false, version: 1 });
    expect(await h.store.collection('auditLog').findOne({ action: 'domain.save', target: created._id })).toMatchObject({ userId: expect.any(String), created: true, hostnames: ['events.example.org', '127.0.0.9'] });
    expect(h.invalidated).toEqual(['domains']);
    // An unpublished domain still serves its host names to staff (visitors get 'not found' there).
    expect((await load('127.0.0.9')).body.domain).toMatchObject({ _id: created._id, published: false });
  });

  it('changes the name and host names of the version it was loaded at, and refuses an older one with 409', async () => {
    const renamed = await save({ ...created, name: 'Tidewell Events and Walks', hostnames: ['events.example.org'] });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.domain).toMatchObject({ name: 'Tidewell Events and Walks', hostnames: ['events.example.org'], version: 2, published: false });
    const before = await allDomains();
    const stale = await save({ ...created, name: 'Lost change' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone else changed this domain after you opened it. Your changes have not been saved yet.');
    expect(stale.body.error).toMatchObject({ code: 'conflict', stale: true });
    expect(await allDomains()).toEqual(before);
    created = renamed.body.domain;
  });

  it('keeps published and default as they are: only the publish and swap calls change those', async () => {
    const result = await save({ ...created, published: true, isDefault: true });
    expect(result.body.domain).toMatchObject({ published: false, isDefault: false, version: 3 });
    created = result.body.domain;
  });

  it('refuses a host name another domain lists, naming both, and writes nothing', async () => {
    const before = await allDomains();
    const clash = await save({ ...created, hostnames: ['events.example.org', 'Second.Localhost'] });
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe(
      "The host name second.localhost is already used by the domain 'Tidewell Training Hub'. Remove it there first, or make this domain active on it.",
    );
    const onNew = await save({ name: 'Copycat', hostnames: ['localhost'] });
    expect(onNew.status).toBe(400);
    expect(onNew.body.error.message).toContain("localhost is already used by the domain 'Tidewell Community Support'");
    expect(await allDomains()).toEqual(before);
    // A domain may keep (or repeat) its own names.
    const own = await save({ ...created, hostnames: ['events.example.org', 'EVENTS.example.org'] });
    expect(own.body.domain.hostnames).toEqual(['events.example.org']);
    created = own.body.domain;
  });

  it('answers 400 for a missing name or version, malformed or too many host names, with field messages', async () => {
    const before = await allDomains();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ', hostnames: [] }, 'domain.name', 'Give the domain a name'],
      [{ name: 'x'.repeat(121), hostnames: [] }, 'domain.name', 'The domain name must be at most 120 characters'],
      [{ name: 'Bad host', hostnames: ['under_score.example'] }, 'domain.hostnames.0', "'under_score.example' is not a host name"],
      [{ name: 'Bad host', hostnames: ['a..b'] }, 'domain.hostnames.0', 'is not a host name'],
      [{ name: 'Too long', hostnames: [`${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.org`] }, 'domain.hostnames.0', 'at most 253 characters'],
      [{ name: 'Many', hostnames: Array.from({ length: 21 }, (_, i) => `h${i}.example.org`) }, 'domain.hostnames', 'at most 20 host names'],
      [{ _id: 'default', name: 'No version', hostnames: ['localhost'] }, 'domain.version', 'Send the version the domain was loaded at'],
      [{ name: 'Not a list', hostnames: 'localhost' }, 'domain.hostnames', ''],
    ];
    for (const [domain, field, message] of cases) {
      const result = await save(domain);
      expect(result.status, JSON.stringify(domain).slice(0, 80)).toBe(400);
      expect(result.body.error.fields[field], field).toContain(message);
    }
    expect(await allDomains()).toEqual(before);
  });

  it('answers 401 signed out, 403 to editors and 404 for an unknown id, writing nothing', async () => {
    const before = await allDomains();
    expect((await h.call('config/saveDomain', { body: { domain: { name: 'Anon', hostnames: [] } } })).status).toBe(401);
    expect((await save({ name: 'By an editor', hostnames: [] }, editor)).status).toBe(403);
    const unknown = await save({ _id: 'no-such-domain', name: 'Ghost', hostnames: [], version: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Domain not found.');
    expect(await allDomains()).toEqual(before);
  });

  it('invalidates the domains at once, so pages and redirects decide their domain again from the next request', async () => {
    h.invalidated.length = 0;
    const result = await save({ ...created, name: 'Tidewell Events' });
    expect(result.status).toBe(200);
    expect(h.invalidated).toContain('domains');
  });
});

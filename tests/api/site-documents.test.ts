// site/loadNav|saveNav|publishNav and site/loadFooter|saveFooter|publishFooter: working copy and published copy,
// versions with 409 on a stale save, audit, and the cache tag that brings a publish to visitors.
import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string;
withEditors((opened) => ({ h, admin, editor } = opened));

const load = (kind: 'Nav' | 'Footer', cookie = admin, domainId = 'default') => h.call(`site/load${kind}`, { method: 'GET', query: { domainId }, cookie });
const stored = (id: string) => h.store.collection('site').findOne({ _id: id });

describe('navigation', () => {
  it('loads the working copy with its version and publish state', async () => {
    const result = await load('Nav', editor);
    expect(result.status).toBe(200);
    expect(result.body.nav.domainId).toBe('default');
    expect(result.body.nav.version).toBe(0);
    expect(result.body.nav.pendingChanges).toBe(false);
    expect(result.body.nav.tierOneItems.length).toBeGreaterThan(0);
    expect(result.body.nav.donate.href).not.toBe('');
  });

  it('saves a working copy that visitors do not see until it is published', async () => {
    const { nav } = (await load('Nav', editor)).body;
    const publishedBefore = (await stored('nav:default'))!.published;
    const renamed = { ...nav, tierOneItems: [{ ...nav.tierOneItems[0], text: 'Find support now' }, ...nav.tierOneItems.slice(1)] };
    h.invalidated.length = 0;
    const saved = await h.call('site/saveNav', { body: { nav: renamed }, cookie: editor });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.nav.version).toBe(nav.version + 1);
    expect(saved.body.nav.pendingChanges).toBe(true);
    expect(saved.body.nav.tierOneItems[0].text).toBe('Find support now');
    const doc = await stored('nav:default');
    expect(doc!.published).toEqual(publishedBefore);
    expect((doc!.draft as { tierOneItems: { text: string }[] }).tierOneItems[0].text).toBe('Find support now');
    expect(h.invalidated).toEqual([]);
    expect(await h.store.collection('auditLog').count({ action: 'nav.save', target: 'nav:default' })).toBe(1);
  });

  it('stores no page link that a browser would follow to another host, and no script address', async () => {
    const { nav } = (await load('Nav', editor)).body;
    const [first, ...rest] = nav.tierOneItems;
    const hostile = { ...first, type: 'page', href: '/..//evil.example/x', children: [{ type: 'page', href: '//evil.example', text: 'Away' }, { type: 'external', href: 'javascript:alert(1)', text: 'Script' }] };
    const saved = await h.call('site/saveNav', { body: { nav: { ...nav, tierOneItems: [hostile, ...rest] } }, cookie: editor });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const draft = (await stored('nav:default'))!.draft as { tierOneItems: { href: string; children: { href: string }[] }[] };
    expect(draft.tierOneItems[0].href).toBe('');
    expect(draft.tierOneItems[0].children.map((child) => child.href)).toEqual(['', '']);
    expect(JSON.stringify(draft)).not.toMatch(/evil\.example|javascript:/);
  });

  it('refuses a save made from an older version with 409 and keeps the newer one', async () => {
    const { nav } = (await load('Nav')).body;
    const first = await h.call('site/saveNav', { body: { nav: { ...nav, donate: { ...nav.donate, text: 'Give today' } } }, cookie: admin });
    expect(first.status).toBe(200);
    const stale = await h.call('site/saveNav', { body: { nav: { ...nav, donate: { ...nav.donate, text: 'Donate later' } } }, cookie: editor });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone else saved the navigation after you opened it. Your changes have not been saved yet.');
    expect(stale.body.error).toMatchObject({ code: 'conflict', stale: true });
    const doc = await stored('nav:default');
    expect((doc!.draft as { donate: { text: string } }).donate.text).toBe('Give today');
    expect(doc!.version).toBe(first.body.nav.version);
  });

  it('publishes: saves first, then visitors get it, and only the navigation tag is invalidated', async () => {
    const { nav } = (await load('Nav')).body;
    h.invalidated.length = 0;
    const published = await h.call('site/publishNav', { body: { nav: { ...nav, crisis: { ...nav.crisis, text: 'Crisis line 24/7' } } }, cookie: admin });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.nav.pendingChanges).toBe(false);
    expect(published.body.nav.version).toBe(nav.version + 1);
    expect(published.body.nav.publishedAt).toEqual(expect.any(String));
    const doc = await stored('nav:default');
    expect((doc!.published as { crisis: { text: string } }).crisis.text).toBe('Crisis line 24/7');
    expect(h.invalidated).toEqual(['nav:default']);
    expect(await h.store.collection('auditLog').count({ action: 'nav.publish', target: 'nav:default' })).toBe(1);
  });

  it('lets only publishers publish, and changes nothing when refused', async () => {
    const { nav } = (await load('Nav', editor)).body;
    const before = await stored('nav:default');
    const refused = await h.call('site/publishNav', { body: { nav }, cookie: editor });
    expect(refused.status).toBe(403);
    expect(await stored('nav:default')).toEqual(before);
  });

  it('answers 404 for an unknown domain and 400 for a saved shape that does not fit', async () => {
    expect((await load('Nav', admin, 'no-such-domain')).status).toBe(404);
    const { nav } = (await load('Nav')).body;
    const before = await stored('nav:default');
    const missing = await h.call('site/saveNav', { body: { nav: { ...nav, domainId: 'no-such-domain' } }, cookie: admin });
    expect(missing.status).toBe(404);
    for (const bad of [
      { ...nav, tierOneItems: [{ text: 'x'.repeat(10_000), href: '/' }] },
      { ...nav, tierOneItems: Array.from({ length: 50 }, () => ({ text: 'a', href: '/' })) },
      JSON.parse(`{"domainId":"default","version":${nav.version},"__proto__":{"polluted":true},"tierOneItems":"x"}`),
    ]) {
      const result = await h.call('site/saveNav', { body: { nav: bad }, cookie: admin });
      expect(result.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await stored('nav:default')).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Keys the shape does not know (operators among them) are dropped, never stored.
    const operator = await h.call('site/saveNav', { body: { nav: { ...nav, donate: { ...nav.donate, $set: { text: 'x' } }, $where: '1' } }, cookie: admin });
    expect(operator.status).toBe(200);
    expect(JSON.stringify(await stored('nav:default'))).not.toContain('$');
  });
});

describe('footer', () => {
  it('saves, refuses a stale save and publishes, like the navigation', async () => {
    const { footer } = (await load('Footer', editor)).body;
    expect(footer.version).toBe(0);
    expect(footer.acknowledgement).not.toBe('');
    const saved = await h.call('site/saveFooter', { body: { footer: { ...footer, groupsPagesTitle: 'Our groups' } }, cookie: editor });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.footer.version).toBe(1);
    const stale = await h.call('site/saveFooter', { body: { footer: { ...footer, groupsPagesTitle: 'Lost' } }, cookie: editor });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone else saved the footer after you opened it. Your changes have not been saved yet.');
    expect(stale.body.error).toMatchObject({ code: 'conflict', stale: true });
    h.invalidated.length = 0;
    const published = await h.call('site/publishFooter', { body: { footer: saved.body.footer }, cookie: admin });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.footer.version).toBe(2);
    expect(h.invalidated).toEqual(['footer:default']);
    expect(((await stored('footer:default'))!.published as { groupsPagesTitle: string }).groupsPagesTitle).toBe('Our groups');
    expect(await h.store.collection('auditLog').count({ action: 'footer.publish' })).toBe(1);
  });
});

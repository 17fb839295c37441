// siteSettings/loadSiteSettings|saveSiteSettings|publishSiteSettings: settings, redirects and tag categories,
// each with its own version; publishing makes all three what visitors get.
import { describe, expect, it } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { loadRedirects } from '@/lib/content/site/redirects';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string;
withEditors((opened) => ({ h, admin, editor } = opened));

const load = async (cookie = admin, domainId = 'default') => h.call('siteSettings/loadSiteSettings', { method: 'GET', query: { domainId }, cookie });
const save = (body: unknown, cookie = editor) => h.call('siteSettings/saveSiteSettings', { body, cookie });
const publish = (body: unknown, cookie = admin) => h.call('siteSettings/publishSiteSettings', { body, cookie });
const settingsDoc = () => h.store.collection('siteSettings').findOne({ _id: 'siteSettings:default' });

describe('site settings', () => {
  it('loads the working settings with their versions, redirects and categories (the demo tag categories, seeded published)', async () => {
    const result = await load(editor);
    expect(result.status).toBe(200);
    expect(result.body.siteSettings).toMatchObject({ domainId: 'default', version: 0, redirectsVersion: 0, categoriesVersion: 1, pendingChanges: false });
    expect(result.body.siteSettings.og).toEqual(expect.objectContaining({ title: expect.any(String) }));
    expect(result.body.redirects).toEqual([]);
    expect(result.body.categories).toEqual(buildDemoSite(new Date()).categories);
  });

  it('saves settings, redirects and categories as working copies that visitors do not get yet', async () => {
    const { siteSettings } = (await load()).body;
    const saved = await save({
      siteSettings: { ...siteSettings, og: { ...siteSettings.og, title: 'Tidewell: support when it matters' } },
      redirects: [{ from: '/Old-Help/', to: '/get-help', type: 302 }],
      categories: [{ id: 'Location', values: [{ id: 'Adelaide' }, { id: 'Online' }] }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.siteSettings).toMatchObject({ version: 1, redirectsVersion: 1, categoriesVersion: 2, pendingChanges: true });
    expect(saved.body.redirects).toEqual([{ from: '/old-help', to: '/get-help', type: 302 }]);
    expect(saved.body.categories).toEqual([{ id: 'Location', values: [{ id: 'Adelaide' }, { id: 'Online' }] }]);
    expect(((await settingsDoc())!.published as { og: { title: string } }).og.title).not.toBe('Tidewell: support when it matters');
    expect(await loadRedirects(h.store, 'default')).toEqual([]);
    expect(await loadRedirects(h.store, 'default', 'draft')).toEqual([{ from: '/old-help', to: '/get-help', type: 302 }]);
    expect(h.invalidated).not.toContain('settings:default');
    expect(await h.store.collection('auditLog').count({ action: 'siteSettings.save' })).toBe(1);
  });

  it('refuses a save from an older version of any of the three with 409 and writes nothing', async () => {
    const before = (await load()).body;
    const stale = { ...before.siteSettings, version: before.siteSettings.version - 1 };
    const refused = await save({ siteSettings: { ...stale, siteName: 'Lost' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Someone else saved the site settings after you opened them. Your changes have not been saved yet.');
    expect(refused.body.error).toMatchObject({ code: 'conflict', stale: true });
    const staleRedirects = await save({ siteSettings: { ...before.siteSettings, siteName: 'Lost too', redirectsVersion: 0 }, redirects: [] });
    expect(staleRedirects.status).toBe(409);
    expect((await load()).body).toEqual(before);
  });

  it('refuses redirects that loop, start at a published page or leave the site, with a clear message', async () => {
    const { siteSettings } = (await load()).body;
    const cases: [unknown[], string][] = [
      [[{ from: '/a', to: '/b', type: 301 }, { from: '/b', to: '/a', type: 301 }], 'These redirects go round in a loop: /a → /b → /a.'],
      [[{ from: '/about', to: '/get-help', type: 301 }], 'A published page uses /about: a redirect from there would hide it. Move or unpublish that page first.'],
    ];
    for (const [redirects, message] of cases) {
      const result = await save({ siteSettings, redirects });
      expect(result.status).toBe(400);
      expect(result.body.error.message).toBe(message);
    }
    const away = await save({ siteSettings, redirects: [{ from: '/x', to: 'https://elsewhere.example/', type: 301 }] });
    expect(away.status).toBe(400);
    expect(JSON.stringify(away.body)).toContain("The new address must start with '/' (an address on this site) or be an https:// address on a host listed in REDIRECT_HOSTS");
    const noVersion = await save({ siteSettings: { ...siteSettings, redirectsVersion: undefined }, redirects: [] });
    expect(noVersion.status).toBe(400);
    expect(await loadRedirects(h.store, 'default', 'draft')).toEqual([{ from: '/old-help', to: '/get-help', type: 302 }]);
  });

  it('publishes settings, redirects and categories together, and invalidates the settings of that domain only', async () => {
    const { siteSettings } = (await load()).body;
    h.invalidated.length = 0;
    const refused = await publish({ siteSettings }, editor);
    expect(refused.status).toBe(403);
    const published = await publish({ siteSettings: { ...siteSettings, twitter: { ...siteSettings.twitter, title: 'Tidewell on Twitter' } } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.siteSettings.pendingChanges).toBe(false);
    expect(h.invalidated).toEqual(['settings:default']);
    const doc = await settingsDoc();
    expect((doc!.published as { og: { title: string }; twitter: { title: string } }).og.title).toBe('Tidewell: support when it matters');
    expect((doc!.published as { twitter: { title: string } }).twitter.title).toBe('Tidewell on Twitter');
    expect(await loadRedirects(h.store, 'default')).toEqual([{ from: '/old-help', to: '/get-help', type: 302 }]);
    const categories = await h.store.collection('siteSettings').findOne({ _id: 'categories:default' });
    expect(categories!.published).toEqual([{ id: 'Location', values: [{ id: 'Adelaide' }, { id: 'Online' }] }]);
    expect(await h.store.collection('auditLog').count({ action: 'siteSettings.publish' })).toBe(1);
  });

  it('keeps a redirect added by a page rename when the panel saves without redirects', async () => {
    const { siteSettings, redirects } = (await load()).body;
    const saved = await save({ siteSettings: { ...siteSettings, siteName: 'Tidewell Community Support' } });
    expect(saved.status).toBe(200);
    expect(saved.body.redirects).toEqual(redirects);
  });

  it('keeps the visitor-safety settings: quick exit on a chosen https address, or off; refuses other addresses', async () => {
    const { siteSettings } = (await load()).body;
    expect(siteSettings.quickExit).toEqual({ enabled: true, destination: 'https://www.bom.gov.au/' });
    expect(siteSettings.sensitiveTopics).toEqual(['suicide', 'self-harm']);
    for (const destination of ['http://example.org/', 'javascript:alert(1)', 'weather', 'https://user:pw@example.org/']) {
      const refused = await save({ siteSettings: { ...siteSettings, quickExit: { enabled: true, destination } } });
      expect(refused.status, destination).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('The quick exit address must be a full https:// address');
    }
    expect((await load()).body.siteSettings.version).toBe(siteSettings.version);
    const saved = await save({ siteSettings: { ...siteSettings, quickExit: { enabled: false, destination: 'https://example.org/weather' }, sensitiveTopics: ['suicide', 'family violence'] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.siteSettings).toMatchObject({ quickExit: { enabled: false, destination: 'https://example.org/weather' }, sensitiveTopics: ['suicide', 'family violence'] });
    // Saving the other settings later keeps them.
    const again = await save({ siteSettings: { ...saved.body.siteSettings, siteName: 'Tidewell' } });
    expect(again.body.siteSettings.quickExit.enabled).toBe(false);
    const restored = await save({ siteSettings: { ...again.body.siteSettings, quickExit: { enabled: true, destination: 'https://www.bom.gov.au/' }, sensitiveTopics: ['suicide', 'self-harm'] } });
    expect(restored.status).toBe(200);
  });

  it('answers 404 for an unknown domain, and refuses duplicate or malformed categories', async () => {
    expect((await load(admin, 'no-such-domain')).status).toBe(404);
    const { siteSettings } = (await load()).body;
    expect((await save({ siteSettings: { ...siteSettings, domainId: 'no-such-domain' } })).status).toBe(404);
    const twice = await save({ siteSettings, categories: [{ id: 'Topic', values: [] }, { id: 'topic', values: [] }] });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain("There are two categories named 'topic'. Keep one.");
    const before = await settingsDoc();
    const polluted = await save(JSON.parse(`{"siteSettings":{"domainId":"default","version":${siteSettings.version},"__proto__":{"x":1},"og":"nope"}}`));
    expect(polluted.status).toBe(400);
    expect(await settingsDoc()).toEqual(before);
  });

  it('saves a redirect to an https address on a host REDIRECT_HOSTS lists, as it was written', async () => {
    process.env.REDIRECT_HOSTS = 'donate.example.org';
    reloadEnv();
    try {
      const { siteSettings, redirects } = (await load()).body;
      const to = 'https://donate.example.org/winter?fund=crisis';
      const saved = await save({ siteSettings, redirects: [...redirects, { from: '/give', to, type: 302 }] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.redirects).toContainEqual({ from: '/give', to, type: 302 });
      const elsewhere = await save({ siteSettings: saved.body.siteSettings, redirects: [{ from: '/give', to: 'https://shop.example.org/', type: 302 }] });
      expect(elsewhere.status).toBe(400);
      expect(JSON.stringify(elsewhere.body)).toContain('REDIRECT_HOSTS (one of donate.example.org)');
    } finally {
      delete process.env.REDIRECT_HOSTS;
      reloadEnv();
    }
  });
});

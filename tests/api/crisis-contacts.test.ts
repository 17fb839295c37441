// The crisis-contact register in the site settings: publishing a changed number changes what the visitor's header
// (the chrome loader) and the EmergencyContact blocks (the page's preloaded block data) get, under the settings tag.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { harnessWithEditors, type Harness } from '../support/api-harness';

const tagged = vi.hoisted(() => [] as string[]);
// Outside Next the cache functions only record what they would tag; every call reads the store.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: (...tags: string[]) => tagged.push(...tags) }));

import { loadSiteChrome } from '@/lib/content/site/load-site-chrome';
import { preloadBlockData } from '@/components/blocks/server-data';

let h: Harness;
let admin: string;
let editor: string;
const STORE_KEY = Symbol.for('charity-site.store');
beforeAll(async () => {
  ({ h, admin, editor } = await harnessWithEditors());
  // The visitor loaders read the process-wide store: this test's store.
  (globalThis as Record<symbol, unknown>)[STORE_KEY] = { pending: Promise.resolve(h.store) };
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[STORE_KEY];
  await h.close();
});

const load = async () => (await h.call('siteSettings/loadSiteSettings', { method: 'GET', query: { domainId: 'default' }, cookie: admin })).body;
type Contact = { id: string; name: string; phone: string; text: string };
const withCrisisPhone = (contacts: Contact[], phone: string) => contacts.map((c) => (c.id === 'crisis-line' ? { ...c, phone } : c));

describe('crisis-contact register', () => {
  it('is seeded with the demo crisis line and 000, which the header links name', async () => {
    const chrome = await loadSiteChrome('default');
    expect(chrome.settings.crisisContacts.map((c) => [c.id, c.phone])).toEqual([
      ['crisis-line', '1800 000 000'],
      ['emergency', '000'],
    ]);
    expect(chrome.nav.crisis.contactId).toBe('crisis-line');
    expect(chrome.nav.emergency.contactId).toBe('emergency');
  });

  it('a saved but unpublished number reaches nobody; publishing it changes the header and the blocks, under the settings tag', async () => {
    const state = await load();
    const saved = await h.call('siteSettings/saveSiteSettings', {
      body: { siteSettings: { ...state.siteSettings, crisisContacts: withCrisisPhone(state.siteSettings.crisisContacts, '1800 111 222') } },
      cookie: editor,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await loadSiteChrome('default')).settings.crisisContacts[0].phone).toBe('1800 000 000');

    const published = await h.call('siteSettings/publishSiteSettings', { body: { siteSettings: saved.body.siteSettings }, cookie: admin });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(h.invalidated).toContain('settings:default');
    expect((await loadSiteChrome('default')).settings.crisisContacts[0].phone).toBe('1800 111 222');

    tagged.length = 0;
    const page = { _id: 'p', contents: [{ componentType: 'EmergencyContact', key: 'call', contactId: 'crisis-line', phoneNumber: '1800 000 000' }] };
    const data = await preloadBlockData('default', page);
    expect(data.call).toMatchObject({ contact: { id: 'crisis-line', phone: '1800 111 222' } });
    expect(tagged).toContain('settings:default');
  });

  it('leaves a block naming an unknown contact without register data, so its typed number shows', async () => {
    const page = { _id: 'p', contents: [{ componentType: 'EmergencyContact', key: 'call', contactId: 'no-such-line', phoneNumber: '13 11 14' }] };
    expect((await preloadBlockData('default', page)).call).toBeUndefined();
  });

  it('refuses two contacts with the same id, or a contact without a name, with 400 and changes nothing', async () => {
    const state = await load();
    const [first] = state.siteSettings.crisisContacts;
    const cases = [
      [...state.siteSettings.crisisContacts, { ...first }],
      [{ ...first, name: '' }],
      [{ ...first, id: 'Not An Id' }],
      [{ ...first, lastCheckedAt: '1 March 2026' }],
    ];
    for (const crisisContacts of cases) {
      const result = await h.call('siteSettings/saveSiteSettings', { body: { siteSettings: { ...state.siteSettings, crisisContacts } }, cookie: editor });
      expect(result.status, JSON.stringify(crisisContacts)).toBe(400);
      expect(Object.keys(result.body.error.fields ?? {}).some((key) => key.startsWith('siteSettings.crisisContacts'))).toBe(true);
    }
    expect(await load()).toEqual(state);
  });
});

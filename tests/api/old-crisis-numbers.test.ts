// A number changed in the crisis-contact register leaves the old one wherever it was typed as text. The settings
// remember each entry's former numbers; siteSettings/findOldCrisisNumbers lists the pages, navigation and footer that
// still type one, and siteSettings/replaceOldCrisisNumbers puts the current number in their drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessWithEditors, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
let editor: string;
let formsOnly: string;
beforeAll(async () => {
  ({ h, admin, editor, formsOnly } = await harnessWithEditors());
});
afterAll(() => h.close());

type Place = { kind: string; id: string; title: string; slug?: string; inDraft: boolean; inPublished: boolean };
type OldNumber = { contactId: string; name: string; number: string; current: string; places: Place[] };
type Contact = { id: string; phone: string };

const find = async (cookie = editor) => h.call('siteSettings/findOldCrisisNumbers', { method: 'GET', query: { domainId: 'default' }, cookie });
const replace = (body: unknown, cookie = editor) => h.call('siteSettings/replaceOldCrisisNumbers', { body, cookie });
const loadSettings = async () => (await h.call('siteSettings/loadSiteSettings', { method: 'GET', query: { domainId: 'default' }, cookie: admin })).body;

async function publishCrisisPhone(phone: string) {
  const state = await loadSettings();
  const crisisContacts = (state.siteSettings.crisisContacts as Contact[]).map((c) => (c.id === 'crisis-line' ? { ...c, phone } : c));
  const published = await h.call('siteSettings/publishSiteSettings', { body: { siteSettings: { ...state.siteSettings, crisisContacts } }, cookie: admin });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

async function savePageWith(slug: string, contents: unknown[], publish = false) {
  const page = { _id: `old-numbers-${slug}`, domainId: 'default', slug, header: { title: `Typed ${slug}` }, contents, version: 0 };
  const saved = await h.call(publish ? 'page/publishPage' : 'page/save', { body: { page }, cookie: admin });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const pageDoc = (slug: string) => h.store.collection<{ _id: string; version: number; contents: { text?: string }[] }>('pages').findOne({ slug });

describe('old crisis numbers', () => {
  it('lists nothing while no register number has changed', async () => {
    const result = await find();
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ oldNumbers: [] });
  });

  it('after a changed number is published, lists every text that still types the old one, however it is spaced, and not the ones that name the register', async () => {
    await savePageWith('typed-old-number', [{ componentType: 'Text', key: 't', text: 'Call 1800-000-000 any time.' }], true);
    await savePageWith('named-through-register', [
      { componentType: 'RichText', key: 'r', text: '<p>Call <a href="tel:1800000000" data-crisis-contact="crisis-line" data-show="number">1800 000 000</a></p>' },
    ], true);
    await savePageWith('longer-number', [{ componentType: 'Text', key: 't', text: 'Our fax is 18000000001.' }]);
    await publishCrisisPhone('1800 123 456');

    const result = await find();
    expect(result.status).toBe(200);
    const [found, ...others] = result.body.oldNumbers as OldNumber[];
    expect(others).toEqual([]);
    expect(found).toMatchObject({ contactId: 'crisis-line', name: 'Crisis line (demo)', number: '1800 000 000', current: '1800 123 456' });
    const titles = found.places.map((place) => place.title);
    expect(titles).toContain('Typed typed-old-number');
    // The navigation's crisis link was typed with the number in its words (visitors get the register's).
    expect(titles).toContain('Navigation');
    expect(titles).not.toContain('Typed named-through-register');
    expect(titles).not.toContain('Typed longer-number');
    expect(found.places.find((place) => place.slug === 'typed-old-number')).toMatchObject({ kind: 'page', inDraft: true, inPublished: true });
  });

  it('Replace in all drafts saves each text with the current number as a draft, and leaves what visitors see to the publisher', async () => {
    const before = await pageDoc('typed-old-number');
    const result = await replace({ domainId: 'default', contactId: 'crisis-line' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.busy).toEqual([]);
    expect((result.body.replaced as Place[]).map((place) => place.title)).toEqual(expect.arrayContaining(['Navigation', 'Typed typed-old-number']));

    const after = await pageDoc('typed-old-number');
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.contents[0].text).toBe('Call 1800 123 456 any time.');
    const published = await h.store.collection<{ _id: string; contents: { text?: string }[] }>('publishedPages').findOne({ slug: 'typed-old-number' });
    expect(published!.contents[0].text).toBe('Call 1800-000-000 any time.');
    const nav = await h.store.collection<{ _id: string; draft: { crisis: { text: string } } }>('site').findOne({ _id: 'nav:default' });
    expect(nav!.draft.crisis.text).toContain('1800 123 456');
    expect(await h.store.collection('auditLog').count({ action: 'nav.save', domainId: 'default' })).toBeGreaterThan(0);

    // Still listed until published, as a draft that already has the new number.
    const left = (await find()).body.oldNumbers as OldNumber[];
    expect(left[0].places.find((place) => place.slug === 'typed-old-number')).toMatchObject({ inDraft: false, inPublished: true });
    // A second press has nothing left to change.
    expect((await replace({ domainId: 'default', contactId: 'crisis-line' })).body).toEqual({ replaced: [], busy: [] });
  });

  it('forgets a former number that an entry takes back', async () => {
    await publishCrisisPhone('1800 000 000');
    const listed = (await find()).body.oldNumbers as OldNumber[];
    expect(listed.map((entry) => entry.number)).toEqual(['1800 123 456']);
  });

  it('answers 401 signed out, 403 without the editor role, 404 for an unknown domain or entry, and 400 for bad input, changing nothing', async () => {
    const before = await pageDoc('typed-old-number');
    expect((await h.call('siteSettings/findOldCrisisNumbers', { method: 'GET', query: { domainId: 'default' } })).status).toBe(401);
    expect((await replace({ domainId: 'default', contactId: 'crisis-line' }, '')).status).toBe(401);
    expect((await find(formsOnly)).status).toBe(403);
    expect((await replace({ domainId: 'default', contactId: 'crisis-line' }, formsOnly)).status).toBe(403);
    const unknownDomain = await h.call('siteSettings/findOldCrisisNumbers', { method: 'GET', query: { domainId: 'no-such-domain' }, cookie: editor });
    expect(unknownDomain.status).toBe(404);
    expect(unknownDomain.body.error.code).toBe('not_found');
    const unknownEntry = await replace({ domainId: 'default', contactId: 'no-such-line' });
    expect(unknownEntry.status).toBe(404);
    expect(unknownEntry.body.error).toMatchObject({ code: 'not_found', message: 'The register has no crisis contact with this id.' });
    const bad = await replace({ domainId: 'default' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
    expect(await pageDoc('typed-old-number')).toEqual(before);
  });
});

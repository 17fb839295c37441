// Pre-publish checks through the API: page/checkPublish answers them, page/publishPage refuses blockers (unless an
// admin gives a reason, which is audited) and publishes through warnings.
import { describe, expect, it } from 'vitest';
import { collectionNames } from '@/lib/db/port';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, publisher: string;
withEditors(async (opened) => {
  ({ h, admin } = opened);
  publisher = await h.signedInAs('pat', ['publisher']);
});

const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const check = (page: unknown, cookie = admin) => h.call('page/checkPublish', { body: { page, collection: 'pages' }, cookie });
const publish = (page: unknown, cookie = admin, extra: Record<string, unknown> = {}) => h.call('page/publishPage', { body: { page, ...extra }, cookie });
const unlabelledImage = { componentType: 'Media', key: 'pc-media', image: { desktop: { imageId: 'demo-calm-sail', alt: '' }, alt: '' } };
const vagueLink = { componentType: 'Link', key: 'pc-link', link: { type: 'page', href: '/contact', text: 'Click here' } };

async function storedState() {
  const state: Record<string, unknown> = {};
  for (const name of collectionNames) if (name !== 'rateLimits' && name !== 'sessions') state[name] = await h.store.collection(name).find({}, { sort: { _id: 1 } });
  return state;
}

describe('page/checkPublish', () => {
  it('finds no blockers on any seeded page', async () => {
    const pages = await h.store.collection('pages').find({ domainId: 'default' });
    expect(pages.length).toBeGreaterThan(8);
    for (const page of pages) {
      const result = await check(page);
      expect(result.status, String(page.slug)).toBe(200);
      expect(result.body.checks.filter((c: { severity: string }) => c.severity === 'blocker'), String(page.slug)).toEqual([]);
    }
  });

  it('answers blockers and warnings with where they are, and changes nothing', async () => {
    const page = await load('contact');
    const before = await storedState();
    const result = await check({ ...page, contents: [...page.contents, unlabelledImage, vagueLink] }, publisher);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ blockers: 1, warnings: 1 });
    expect(result.body.checks).toEqual([
      expect.objectContaining({ rule: 'image-alt', severity: 'blocker', path: `contents.${page.contents.length}.image`, message: expect.stringContaining('Media block') }),
      expect.objectContaining({ rule: 'vague-link-text', severity: 'warning', path: `contents.${page.contents.length + 1}.link` }),
    ]);
    expect(await storedState()).toEqual(before);
  });

  it('reports links to unpublished and missing pages, and accepts the page itself', async () => {
    const page = await load('contact');
    const links = [
      { componentType: 'RichText', key: 'pc-rt', text: '<p><a href="/news/winter-appeal">Winter appeal</a> <a href="/no-such-page">Gone</a> <a href="/contact">Contact</a></p>' },
    ];
    const result = await check({ ...page, contents: links });
    expect(result.body.checks.map((c: { rule: string; message: string }) => [c.rule, c.message.match(/goes to (\S+),/)?.[1]])).toEqual([
      ['page-links', '/news/winter-appeal'],
      ['page-links', '/no-such-page'],
    ]);
  });

  it('answers 404 for a saved page that is not stored, or in another domain', async () => {
    const page = await load('contact');
    const result = await check({ ...page, _id: 'page-nowhere', version: Math.max(1, page.version) });
    expect(result.status).toBe(404);
    expect(result.body.error).toEqual({ code: 'not_found', message: 'Page not found.' });
    expect((await check({ ...page, domainId: 'no-such-domain' })).body.error).toEqual({ code: 'not_found', message: 'Domain not found.' });
    const other = (await h.store.collection('domains').find({ _id: { $ne: page.domainId } }))[0];
    expect(other).toBeDefined();
    expect((await check({ ...page, domainId: other._id })).body.error).toEqual({ code: 'not_found', message: 'Page not found.' });
  });

  it('checks a new page never saved (version 0) as publishing it would, since it may be published in one write', async () => {
    const page = await load('contact');
    const result = await check({ ...page, _id: 'page-never-saved', slug: 'never-saved', version: 0 });
    expect(result.status).toBe(200);
    expect(result.body.checks).toEqual(expect.any(Array));
  });
});

describe('page/publishPage with pre-publish checks', () => {
  it('refuses a page with blockers with 409, the problems listed, and changes nothing', async () => {
    const page = await load('contact');
    const before = await storedState();
    const result = await publish({ ...page, contents: [...page.contents, unlabelledImage] }, publisher);
    expect(result.status).toBe(409);
    expect(result.body.error.message).toMatch(/^This page cannot be published until one problem is fixed\. The image in the Media block has no alternative text/);
    expect(result.body.error.fields).toEqual({ [`contents.${page.contents.length}.image`]: expect.stringContaining('no alternative text') });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a sensitive page without a crisis signpost, and publishes it once it has one', async () => {
    const page = await load('about');
    const tagged = { ...page, tags: [...page.tags, 'Topic:Suicide'], contents: page.contents.filter((c: { componentType: string }) => c.componentType !== 'EmergencyContact') };
    const refused = await publish(tagged);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("tagged 'suicide'");
    const signposted = { ...tagged, contents: [...tagged.contents, { componentType: 'EmergencyContact', key: 'pc-help', header: 'Need help now?', phoneNumber: '13 11 14' }] };
    expect((await publish(signposted)).status).toBe(200);
  });

  it('refuses an override from a publisher who is not an admin with 403, and changes nothing', async () => {
    const page = await load('contact');
    const before = await storedState();
    const result = await publish({ ...page, contents: [...page.contents, unlabelledImage] }, publisher, { override: { reason: 'The photo is explained in the text' } });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/Only an admin/);
    expect(await storedState()).toEqual(before);
  });

  it('refuses an empty or over-long reason with 400', async () => {
    const page = await load('contact');
    for (const reason of ['   ', 'x'.repeat(501)]) {
      const result = await publish({ ...page, contents: [...page.contents, unlabelledImage] }, admin, { override: { reason } });
      expect(result.status).toBe(400);
      expect(Object.keys(result.body.error.fields)).toEqual(['override.reason']);
    }
  });

  it('publishes an admin override and audits who, why and which blockers', async () => {
    const page = await load('contact');
    const contents = [...page.contents, unlabelledImage, { componentType: 'Link', key: 'pc-draft', link: { type: 'page', href: '/news/winter-appeal', text: 'Winter appeal' } }];
    const result = await publish({ ...page, contents }, admin, { override: { reason: '  Urgent correction tonight; alt text follows tomorrow.  ' } });
    expect(result.status).toBe(200);
    expect(result.body.page.contents.map((c: { key: string }) => c.key)).toContain('pc-draft');
    const published = await h.store.collection('publishedPages').findOne({ _id: page._id });
    expect(published!.contents).toHaveLength(contents.length);
    const [entry] = await h.store.collection('auditLog').find({ action: 'page.publishOverride', pageId: page._id });
    const adminUser = await h.store.collection('users').findOne({ usernameLower: 'admin' });
    expect(entry).toMatchObject({ pageId: page._id, reason: 'Urgent correction tonight; alt text follows tomorrow.', blockers: ['image-alt', 'page-links'], userId: adminUser!._id, at: result.body.lastPublished });
  });

  it('publishes through warnings without an override', async () => {
    const page = await load('contact');
    const result = await publish({ ...page, contents: [...page.contents.filter((c: { key: string }) => !c.key.startsWith('pc-')), vagueLink, { componentType: 'RichText', key: 'pc-h', text: '<h4>Skipped</h4>' }] }, publisher);
    expect(result.status).toBe(200);
    expect(await h.store.collection('auditLog').count({ action: 'page.publishOverride', pageId: page._id })).toBe(1);
  });
});

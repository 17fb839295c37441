import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessWithAdmin, type Harness } from '../support/api-harness';
import { listingFields } from '@/lib/hub/listing';

let h: Harness;
let admin: string;
beforeAll(async () => {
  ({ h, admin } = await harnessWithAdmin());
});
afterAll(() => h.close());

const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const publish = (page: unknown, extra: Record<string, unknown> = {}) => h.call('page/publishPage', { body: { page, ...extra }, cookie: admin });
const records = async (pageId: string) => ({
  versions: await h.store.collection('pageVersions').find({ pageId }, { sort: { at: 1 } }),
  audit: await h.store.collection('auditLog').find({ target: pageId }, { sort: { at: 1 } }),
});

describe('page/publishPage writes one version', () => {
  it('bumps the version once and records exactly one publish in history and audit', async () => {
    const page = await load('contact');
    const before = await records(page._id);
    const result = await publish({ ...page, header: { ...page.header, title: 'Talk to us' } });
    expect(result.status).toBe(200);
    expect(result.body.page.version).toBe(page.version + 1);
    expect(result.body.page.published).toBe(true);
    expect(result.body.page.lastPublished).toBe(result.body.lastPublished);
    expect(result.body.page.updatedAt).toBe(result.body.lastPublished);

    const after = await records(page._id);
    const newVersions = after.versions.slice(before.versions.length);
    expect(newVersions.map((v) => [v.action, v.version])).toEqual([['publish', page.version + 1]]);
    expect(after.audit.slice(before.audit.length).map((a) => a.action)).toEqual(['page.publish']);

    const working = await h.store.collection('pages').findOne({ _id: page._id });
    const published = await h.store.collection('publishedPages').findOne({ _id: page._id });
    // The published copy is the working copy plus the hub's sort keys.
    expect(published).toEqual({ ...working, listing: listingFields(working as Parameters<typeof listingFields>[0]) });
    expect(working!.version).toBe(page.version + 1);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const page = await load('contact');
    expect((await h.call('page/save', { body: { page: { ...page, header: { ...page.header, title: 'Theirs' } } }, cookie: admin })).status).toBe(200);
    const before = { ...(await records(page._id)), published: await h.store.collection('publishedPages').findOne({ _id: page._id }) };
    const stale = await publish({ ...page, header: { ...page.header, title: 'Mine' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/^Someone else saved this page after you opened it/);
    expect(stale.body.error).toMatchObject({ code: 'conflict', stale: true });
    expect({ ...(await records(page._id)), published: await h.store.collection('publishedPages').findOne({ _id: page._id }) }).toEqual(before);
    expect((await load('contact')).header.title).toBe('Theirs');
  });

  it('cleans rich text and link addresses in what it publishes', async () => {
    const page = await load('contact');
    const contents = [
      ...page.contents,
      { componentType: 'RichText', key: 'pub-rt', text: '<p>Hi<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>' },
      { componentType: 'ButtonCta', key: 'pub-btn', link: { type: 'external', href: 'JaVaScRiPt:alert(1)', text: 'Go' } },
    ];
    const result = await publish({ ...page, contents });
    expect(result.status).toBe(200);
    const published = (await h.store.collection('publishedPages').findOne({ _id: page._id }))!.contents as Record<string, any>[];
    expect(published.find((c) => c.key === 'pub-rt')!.text).toBe('<p>Hi<a>x</a></p>');
    expect(published.find((c) => c.key === 'pub-btn')!.link.href).toBe('');
  });

  it('refuses, before writing, an address another published page still holds', async () => {
    // A published page renamed in its working copy keeps its old public address until published again.
    const privacy = await load('privacy');
    const renamed = await h.call('page/save', { body: { page: { ...privacy, slug: 'privacy-old' } }, cookie: admin });
    expect(renamed.status).toBe(200);
    const contact = await load('contact');
    const before = await h.store.collection('pages').findOne({ _id: contact._id });
    const result = await publish({ ...contact, slug: 'privacy' });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe('Another published page still uses the address /privacy. Publish or unpublish that page first.');
    expect(await h.store.collection('pages').findOne({ _id: contact._id })).toEqual(before);
  });

  it('creates and publishes a page never saved (version 0) in one write', async () => {
    const page = await load('contact');
    const fresh = { ...page, _id: 'page-fresh-publish', slug: 'fresh-publish', version: 0, contents: [] };
    const result = await publish(fresh);
    expect(result.status).toBe(200);
    expect(result.body.page).toMatchObject({ version: 1, published: true, slug: 'fresh-publish' });
    expect(await h.store.collection('pageVersions').count({ pageId: 'page-fresh-publish' })).toBe(1);
  });
});

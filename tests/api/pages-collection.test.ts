import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_COLLECTION_MESSAGE } from '@/lib/content/pages/page-collection';
import { harnessWithAdmin, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  ({ h, admin } = await harnessWithAdmin());
});
afterAll(() => h.close());

const load = (collection?: string) =>
  h.call('page/load', { query: { slug: 'about', domainId: 'default', ...(collection ? { collection } : {}) }, cookie: admin });

describe('the collection input of page calls', () => {
  it('accepts "pages" or nothing, as SPEC §7 sends it', async () => {
    expect((await load()).status).toBe(200);
    const page = (await load('pages')).body;
    expect(page.slug).toBe('about');
    const saved = await h.call('page/save', { body: { page, collection: 'pages' }, cookie: admin });
    expect(saved.status).toBe(200);
    const published = await h.call('page/publishPage', { body: { page: saved.body, collection: 'pages' }, cookie: admin });
    expect(published.status).toBe(200);
    expect((await h.call('page/loadById', { query: { _id: page._id, domainId: 'default', collection: 'pages' }, cookie: admin })).status).toBe(200);
  });

  it('refuses any other collection with 400 and a clear message, changing nothing', async () => {
    const page = (await load()).body;
    const before = await h.store.collection('pages').find({}, { sort: { _id: 1 } });
    const refusals = [
      await load('users'),
      await load('publishedPages'),
      await h.call('page/save', { body: { page, collection: 'users' }, cookie: admin }),
      await h.call('page/publishPage', { body: { page, collection: 'listing' }, cookie: admin }),
      await h.call('page/loadById', { query: { _id: page._id, domainId: 'default', collection: 'sessions' }, cookie: admin }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.collection).toBe(UNKNOWN_COLLECTION_MESSAGE);
    }
    expect(await h.store.collection('pages').find({}, { sort: { _id: 1 } })).toEqual(before);
  });
});

// What the API fuzz test (tests/api/fuzz.test.ts) once found, each pinned down on its own: a broken cookie
// escape answered 500 to every call, and pages with lists nested deep or field names the store cannot hold hung
// the server or answered 500 on the embedded store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionNames } from '@/lib/db/port';
import { harnessWithAdmin, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  ({ h, admin } = await harnessWithAdmin());
});
afterAll(() => h.close());

async function storedPages() {
  const state: Record<string, unknown> = {};
  for (const name of collectionNames) if (name.startsWith('page') || name === 'publishedPages' || name === 'auditLog') state[name] = await h.store.collection(name).find({}, { sort: { _id: 1 } });
  return state;
}

const aboutPage = async () => (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;

describe('found by fuzzing', () => {
  it('reads a session cookie with a broken percent escape as no session, for every call', async () => {
    const signedIn = await h.call('user/me', { body: {}, cookie: 'authToken=%E0%A4%A' });
    expect(signedIn.status).toBe(401);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('authToken=;'))).toBe(true);
    expect((await h.call('hub/loadAllTags', { body: { domainId: 'default' }, cookie: 'authToken=%zz' })).status).toBe(200);
  });

  // The embedded store's work doubles with every level of lists: fifty levels hung it for good. Twenty-two keep this
  // test from hanging should the limit go, while still taking seconds without it.
  it('refuses a page with lists nested twenty-two deep at once, instead of keeping the embedded store busy', async () => {
    const page = await aboutPage();
    const deep = JSON.parse(`${'['.repeat(22)}${']'.repeat(22)}`);
    const before = await storedPages();
    const result = await h.call('page/save', { body: { page: { ...page, contents: [{ componentType: 'Text', key: 'deep', text: 'x', extra: deep }] } }, cookie: admin });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('The page is nested too deeply to be saved.');
    expect(await storedPages()).toEqual(before);
  });

  it('still saves lists nested as deep as real blocks nest them', async () => {
    const page = await aboutPage();
    const nested = { componentType: 'SplitContent', key: 'split', left: [{ componentType: 'ContentPanel', key: 'panel', contents: [{ componentType: 'ListAccordion', key: 'acc', items: [{ header: 'Q', contents: [{ componentType: 'Text', key: 't', text: 'x', tags: [['a']] }] }] }] }], right: [] };
    const result = await h.call('page/save', { body: { page: { ...page, contents: [nested] } }, cookie: admin });
    expect(result.status).toBe(200);
  });

  // NUL: BSON writes field names as C strings, so the MongoDB driver refused the whole page (a 500 there).
  it.each(['$where', 'a.b', '$gt', 'a\u0000b', '\u0000'])('refuses a page holding the field name %j with 400, changing nothing', async (name) => {
    const page = await aboutPage();
    const before = await storedPages();
    const component = JSON.parse(JSON.stringify({ componentType: 'Text', key: 'odd', text: 'x', nested: { [name]: '1' } }));
    for (const body of [{ page: { ...page, contents: [component] } }, { page: { ...page, contents: [{ componentType: 'Text', key: 'odd', text: 'x', [name]: 1 }] } }]) {
      const result = await h.call('page/save', { body, cookie: admin });
      expect(result.status).toBe(400);
      expect(result.body.error.message).toBe('The page has a field name that cannot be saved.');
    }
    const published = await h.call('page/publishPage', { body: { page: { ...page, contents: [component] } }, cookie: admin });
    expect(published.status).toBe(400);
    expect(await storedPages()).toEqual(before);
  });
});

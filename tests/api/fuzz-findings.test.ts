// What the API fuzz test (tests/api/fuzz.test.ts) once found, each pinned down on its own: a broken cookie
// escape answered 500 to every call, pages with lists nested deep or field names the store cannot hold hung the
// server or answered 500 on the embedded store, and a NUL character in any text, or a number too large to be one
// (1e400), answered 500 on a MongoDB-protocol server over PostgreSQL.
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
  // test from hanging should the limits go, while still taking seconds without them.
  it('refuses a page with lists nested twenty-two deep at once, instead of keeping the embedded store busy', async () => {
    const page = await aboutPage();
    const before = await storedPages();
    const listsInLists = JSON.parse(`${'['.repeat(22)}${']'.repeat(22)}`);
    let listsInItems: unknown = [];
    for (let level = 1; level < 22; level++) listsInItems = [{ items: listsInItems }];
    for (const [extra, message] of [
      [listsInLists, 'The page has a list directly inside a list, which cannot be saved.'],
      [listsInItems, 'The page is nested too deeply to be saved.'],
    ]) {
      const result = await h.call('page/save', { body: { page: { ...page, contents: [{ componentType: 'Text', key: 'deep', text: 'x', extra }] } }, cookie: admin });
      expect(result.status).toBe(400);
      expect(result.body.error.message).toBe(message);
    }
    expect(await storedPages()).toEqual(before);
  });

  // FerretDB over PostgreSQL answered 500 ('nested arrays are not supported'); no block holds such a list.
  it('refuses a page holding a list directly inside a list with 400, changing nothing', async () => {
    const page = await aboutPage();
    const before = await storedPages();
    const saved = await h.call('page/save', { body: { page: { ...page, contents: [{ componentType: 'Text', key: 'odd', text: 'x', tags: [['a']] }] } }, cookie: admin });
    expect(saved.status).toBe(400);
    expect(saved.body.error.message).toBe('The page has a list directly inside a list, which cannot be saved.');
    expect(await storedPages()).toEqual(before);
  });

  it('still saves lists nested as deep as real blocks nest them', async () => {
    const page = await aboutPage();
    const nested = { componentType: 'SplitContent', key: 'split', left: [{ componentType: 'ContentPanel', key: 'panel', contents: [{ componentType: 'ListAccordion', key: 'acc', items: [{ header: 'Q', contents: [{ componentType: 'Text', key: 't', text: 'x', tags: [{ names: ['a'] }] }] }] }] }], right: [] };
    const result = await h.call('page/save', { body: { page: { ...page, contents: [nested] } }, cookie: admin });
    expect(result.status).toBe(200);
  });

  it.each(['$where', 'a.b', '$gt'])('refuses a page holding the field name %j with 400, changing nothing', async (name) => {
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

  // BSON writes field names as C strings (the MongoDB driver refused the whole page), and PostgreSQL's JSON can hold
  // NUL in no text at all, neither stored nor looked up (FerretDB over PostgreSQL answered 500, even to a read).
  it('refuses a number too large to be one (Infinity once read) anywhere in a body with 400, changing nothing', async () => {
    const page = await aboutPage();
    const before = await storedPages();
    const withMarker = JSON.stringify({ page: { ...page, contents: [{ componentType: 'Text', key: 'odd', text: 'x', extra: { '': 'ENDLESS' } }] } });
    for (const [call, body] of [
      ['page/publishPage', withMarker.replace('"ENDLESS"', '-1e400')],
      ['page/save', withMarker.replace('"ENDLESS"', '1e400')],
      ['hub/filter', '{"domainId":"default","pageIndex":1e999}'],
    ]) {
      const result = await h.call(call, { body, cookie: admin });
      expect(result.status, call).toBe(400);
      expect(result.body.error, call).toMatchObject({ code: 'invalid_input', message: 'A number in the request is too large.' });
    }
    expect(await storedPages()).toEqual(before);
  });

  it('refuses a NUL character anywhere in a call\'s input with 400 naming where, changing nothing', async () => {
    const page = await aboutPage();
    const before = await storedPages();
    const filesBefore = await h.store.collection('files').find({});
    const refusals: { call: string; options: Parameters<Harness['call']>[1]; where: string }[] = [
      { call: 'page/load', options: { query: { slug: 'about\u0000', domainId: 'default' } }, where: 'slug' },
      { call: 'page/save', options: { body: { page: { ...page, header: { ...page.header, title: 'About\u0000us' } } } }, where: 'page.header.title' },
      { call: 'page/save', options: { body: { page: { ...page, contents: [{ componentType: 'Text', key: 'odd', text: 'x', ['a\u0000b']: 1 }] } } }, where: 'page.contents.0.a\\0b' },
      { call: 'page/save', options: { body: { page: { ...page, contents: [{ componentType: 'Text', key: 'odd', text: 'x', nested: { ['\u0000']: '1' } }] } } }, where: 'page.contents.0.nested.\\0' },
      { call: 'page/search', options: { query: { q: '\u0000', domainId: 'default' } }, where: 'q' },
    ];
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'leaflet\u0000.pdf', { type: 'application/pdf' }));
    refusals.push({ call: 'file/upload', options: { form }, where: 'file' });
    for (const { call, options, where } of refusals) {
      const result = await h.call(call, { ...options, cookie: admin });
      expect(result.status, call).toBe(400);
      expect(result.body.error.message, call).toBe(`Invalid input. ${where}: Text cannot contain a NUL character.`);
      expect(result.body.error.fields, call).toEqual({ [where]: 'Text cannot contain a NUL character.' });
    }
    expect(await storedPages()).toEqual(before);
    expect(await h.store.collection('files').find({})).toEqual(filesBefore);
  });
});

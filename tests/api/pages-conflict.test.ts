import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const loadById = (query: Record<string, string>, cookie?: string) => h.call('page/loadById', { query, cookie });

describe('a stale save', () => {
  it('is refused with 409 and the stale message, even when its slug would also clash', async () => {
    const mine = await load('about');
    const theirs = await h.call('page/save', { body: { page: { ...mine, header: { ...mine.header, title: 'Theirs' } } }, cookie: admin });
    expect(theirs.status).toBe(200);
    const stale = await h.call('page/save', { body: { page: { ...mine, slug: 'contact' } }, cookie: editor });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone else saved this page after you opened it. Your changes have not been saved yet.');
    expect(stale.body.error).toMatchObject({ code: 'conflict', stale: true });
    expect(stale.body.error.fields).toBeUndefined();
  });
});

describe('page/loadById', () => {
  it('401 without a session, 403 without an editing role, 400 for bad input, 404 for an unknown id or another domain', async () => {
    const page = await load('about');
    expect((await loadById({ _id: page._id, domainId: 'default' })).status).toBe(401);
    expect((await loadById({ _id: page._id, domainId: 'default' }, formsOnly)).status).toBe(403);
    expect((await loadById({ domainId: 'default' }, editor)).status).toBe(400);
    expect((await loadById({ _id: page._id }, editor)).status).toBe(400);
    expect((await loadById({ _id: 'page-none', domainId: 'default' }, editor)).status).toBe(404);
    expect((await loadById({ _id: page._id, domainId: 'elsewhere' }, editor)).status).toBe(404);
  });

  it('finds the copy that won a conflict even after the other person renamed the page', async () => {
    const mine = await load('contact');
    const renamed = await h.call('page/save', { body: { page: { ...mine, slug: 'contact-us', header: { ...mine.header, title: 'Theirs' } } }, cookie: admin });
    expect(renamed.status).toBe(200);
    const refused = await h.call('page/save', { body: { page: { ...mine, header: { ...mine.header, title: 'Mine' } } }, cookie: editor });
    expect(refused.status).toBe(409);

    expect((await h.call('page/load', { query: { slug: 'contact', domainId: 'default' }, cookie: editor })).status).toBe(404);
    const latest = await loadById({ _id: mine._id, domainId: 'default' }, editor);
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ slug: 'contact-us', version: mine.version + 1, header: { title: 'Theirs' } });

    // Keeping mine: the editor's page with the latest version saves over theirs.
    const over = await h.call('page/save', { body: { page: { ...mine, header: { ...mine.header, title: 'Mine' }, version: latest.body.version } }, cookie: editor });
    expect(over.status).toBe(200);
    expect(over.body).toMatchObject({ slug: 'contact', header: { title: 'Mine' }, version: mine.version + 2 });
  });
});

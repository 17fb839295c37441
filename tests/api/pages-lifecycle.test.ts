// page/checkSlug, page/unpublishPage, page/delete, roles/applyToPage, and pages of an unknown type.
import { beforeEach, describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string, publisher: string, formsPublisher: string;
withEditors(async (opened) => {
  ({ h, admin, editor, formsOnly } = opened);
  publisher = await h.signedInAs('polly', ['publisher']);
  formsPublisher = await h.signedInAs('fran', ['publisher', 'forms']);
});
beforeEach(() => {
  h.invalidated.length = 0;
});

let counter = 0;
/** A new page of the default domain, saved as a draft or published. */
async function createPage(slug: string, { publish = false } = {}) {
  const page = { _id: `page-lifecycle-${++counter}`, domainId: 'default', slug, version: 0, header: { title: `Page ${slug}` } };
  const result = await h.call(publish ? 'page/publishPage' : 'page/save', { body: { page }, cookie: admin });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  // Each test asserts only the tags its own call invalidates.
  h.invalidated.length = 0;
  return (publish ? result.body.page : result.body) as Record<string, any>;
}
const working = (id: string) => h.store.collection('pages').findOne({ _id: id });
const visitorCopy = (id: string) => h.store.collection('publishedPages').findOne({ _id: id });
const actions = async (pageId: string) => ({
  versions: (await h.store.collection('pageVersions').find({ pageId }, { sort: { at: 1 } })).map((v) => v.action),
  audit: (await h.store.collection('auditLog').find({ target: pageId }, { sort: { at: 1 } })).map((a) => a.action),
});
const snapshot = async (id: string) => ({ working: await working(id), visitor: await visitorCopy(id), ...(await actions(id)) });

describe('page/checkSlug', () => {
  const check = (query: Record<string, string>, cookie = editor) => h.call('page/checkSlug', { query: { domainId: 'default', ...query }, cookie });

  it('normalises the address and reports a free one as available', async () => {
    const result = await check({ slug: ' /Lifecycle Free//Page?/ ' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ slug: 'lifecycle-free/page', available: true });
  });

  it('reports an address another working copy uses as taken, but not for that page itself or in another domain', async () => {
    const page = await createPage('lc-check-draft');
    expect((await check({ slug: '/LC-Check-Draft' })).body).toEqual({ slug: 'lc-check-draft', available: false });
    expect((await check({ slug: 'lc-check-draft', _id: 'page-someone-else' })).body.available).toBe(false);
    expect((await check({ slug: 'lc-check-draft', _id: page._id })).body.available).toBe(true);
    expect((await check({ slug: 'lc-check-draft', domainId: 'another-domain' })).body.available).toBe(true);
  });

  it('reports an address only a published copy still holds as taken', async () => {
    const page = await createPage('lc-check-public', { publish: true });
    const renamed = await h.call('page/save', { body: { page: { ...page, slug: 'lc-check-renamed' } }, cookie: admin });
    expect(renamed.status).toBe(200);
    expect((await check({ slug: 'lc-check-public' })).body.available).toBe(false);
    expect((await check({ slug: 'lc-check-public', _id: page._id })).body.available).toBe(true);
  });

  it('answers 401 without a session, 403 without an editing role and 400 without a domain', async () => {
    expect((await h.call('page/checkSlug', { query: { slug: 'a', domainId: 'default' } })).status).toBe(401);
    expect((await check({ slug: 'a' }, formsOnly)).status).toBe(403);
    expect((await h.call('page/checkSlug', { query: { slug: 'a' }, cookie: editor })).status).toBe(400);
  });
});

describe('page/unpublishPage', () => {
  const unpublish = (_id: string, cookie = publisher) => h.call('page/unpublishPage', { body: { _id }, cookie });

  it('removes the visitor copy, keeps the working copy unpublished, records it and invalidates its tags', async () => {
    const page = await createPage('lc-unpublish', { publish: true });
    expect(await visitorCopy(page._id)).not.toBeNull();
    const before = await actions(page._id);

    const result = await unpublish(page._id);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.published).toBe(false);
    expect(result.body.page).toMatchObject({ _id: page._id, slug: 'lc-unpublish', published: false, version: page.version + 1 });
    expect(await visitorCopy(page._id)).toBeNull();
    expect(await working(page._id)).toEqual(result.body.page);
    const after = await actions(page._id);
    expect(after.versions.slice(before.versions.length)).toEqual(['unpublish']);
    expect(after.audit.slice(before.audit.length)).toEqual(['page.unpublish']);
    expect(h.invalidated).toEqual(['page:default:lc-unpublish', 'sitemap:default']);
  });

  it('invalidates the address visitors saw when the working copy was renamed since publishing', async () => {
    const page = await createPage('lc-unpublish-old', { publish: true });
    const renamed = await h.call('page/save', { body: { page: { ...page, slug: 'lc-unpublish-new' } }, cookie: admin });
    expect(renamed.status).toBe(200);
    expect((await unpublish(page._id)).status).toBe(200);
    expect(await visitorCopy(page._id)).toBeNull();
    expect(h.invalidated).toEqual(['page:default:lc-unpublish-new', 'page:default:lc-unpublish-old', 'sitemap:default']);
  });

  it('answers 404 for a missing page and 403 to an editor, changing nothing', async () => {
    const missing = await unpublish('page-does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Page not found.');
    const page = await createPage('lc-unpublish-refused', { publish: true });
    const before = await snapshot(page._id);
    expect((await unpublish(page._id, editor)).status).toBe(403);
    expect((await h.call('page/unpublishPage', { body: { _id: page._id } })).status).toBe(401);
    expect(await snapshot(page._id)).toEqual(before);
    expect(h.invalidated).toEqual([]);
  });

  it("follows the page's roles: a publisher without them gets 403, one with them may unpublish", async () => {
    const page = await createPage('lc-unpublish-roles', { publish: true });
    expect((await h.call('roles/applyToPage', { body: { page: { _id: page._id }, roles: ['forms'] }, cookie: admin })).status).toBe(200);
    const before = await snapshot(page._id);
    const refused = await unpublish(page._id, publisher);
    expect(refused.status).toBe(403);
    expect(await snapshot(page._id)).toEqual(before);
    expect((await unpublish(page._id, formsPublisher)).status).toBe(200);
    expect(await visitorCopy(page._id)).toBeNull();
  });
});

describe('page/delete', () => {
  const remove = (body: Record<string, unknown>, cookie = publisher) => h.call('page/delete', { body, cookie });

  it('deletes a draft, records it and invalidates its tags', async () => {
    const page = await createPage('lc-delete-draft');
    const result = await remove({ _id: page._id });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ deleted: true });
    expect(await working(page._id)).toBeNull();
    expect(await visitorCopy(page._id)).toBeNull();
    expect((await actions(page._id)).versions.at(-1)).toBe('delete');
    expect((await actions(page._id)).audit.at(-1)).toBe('page.delete');
    expect(h.invalidated).toEqual(['page:default:lc-delete-draft', 'sitemap:default']);
    expect((await h.call('page/load', { query: { slug: 'lc-delete-draft', domainId: 'default' }, cookie: editor })).status).toBe(404);
  });

  it('refuses a published page with 409 unless confirmSlug names its address, then removes both copies', async () => {
    const page = await createPage('lc-delete-public', { publish: true });
    const before = await snapshot(page._id);
    for (const body of [{ _id: page._id }, { _id: page._id, confirmSlug: 'lc-delete' }]) {
      const refused = await remove(body);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This page is published at /lc-delete-public. Confirm its address to delete it.');
      expect(await snapshot(page._id)).toEqual(before);
    }
    expect(h.invalidated).toEqual([]);

    const result = await remove({ _id: page._id, confirmSlug: '/LC-Delete-Public/' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ deleted: true });
    expect(await working(page._id)).toBeNull();
    expect(await visitorCopy(page._id)).toBeNull();
    expect(await h.store.collection('publishedPages').count({ slug: 'lc-delete-public' })).toBe(0);
    expect(h.invalidated).toEqual(['page:default:lc-delete-public', 'sitemap:default']);
  });

  it('accepts either the address visitors see or the saved one when the working copy was renamed', async () => {
    const page = await createPage('lc-delete-old', { publish: true });
    expect((await h.call('page/save', { body: { page: { ...page, slug: 'lc-delete-new' } }, cookie: admin })).status).toBe(200);
    const refused = await remove({ _id: page._id, confirmSlug: 'lc-delete-other' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This page is published at /lc-delete-old. Confirm its address to delete it.');
    expect(await visitorCopy(page._id)).not.toBeNull();
    expect((await remove({ _id: page._id, confirmSlug: 'lc-delete-new' })).status).toBe(200);
    expect(await visitorCopy(page._id)).toBeNull();
    expect(h.invalidated).toEqual(['page:default:lc-delete-new', 'page:default:lc-delete-old', 'sitemap:default']);
  });

  it('answers 404 for a missing page, 403 to an editor or a publisher without the page roles, changing nothing', async () => {
    const missing = await remove({ _id: 'page-does-not-exist' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Page not found.');
    const page = await createPage('lc-delete-refused');
    expect((await h.call('roles/applyToPage', { body: { page: { _id: page._id }, roles: ['forms'] }, cookie: admin })).status).toBe(200);
    const before = await snapshot(page._id);
    expect((await remove({ _id: page._id }, editor)).status).toBe(403);
    expect((await remove({ _id: page._id }, publisher)).status).toBe(403);
    expect((await h.call('page/delete', { body: { _id: page._id } })).status).toBe(401);
    expect(await snapshot(page._id)).toEqual(before);
    expect((await remove({ _id: page._id }, formsPublisher)).status).toBe(200);
  });
});

describe('roles/applyToPage', () => {
  const apply = (body: Record<string, unknown>, cookie = admin) => h.call('roles/applyToPage', { body, cookie });

  it('sets the roles of the working copy (version bumped, content unchanged) and records it', async () => {
    const page = await createPage('lc-roles');
    const result = await apply({ page: { _id: page._id }, roles: ['publisher', 'forms', 'forms'] });
    expect(result.status).toBe(200);
    expect(result.body.page).toEqual({ ...page, roles: ['publisher', 'forms'], version: page.version + 1 });
    expect(await working(page._id)).toEqual(result.body.page);
    expect((await actions(page._id)).versions.at(-1)).toBe('roles');
    expect((await actions(page._id)).audit.at(-1)).toBe('page.roles');
    expect(h.invalidated).toEqual([]);

    const cleared = await apply({ page: { _id: page._id }, roles: [] });
    expect(cleared.body.page.roles).toEqual([]);
  });

  it('is for admins only, knows only the site roles and answers 404 for a missing page', async () => {
    const page = await createPage('lc-roles-refused');
    const before = await snapshot(page._id);
    expect((await apply({ page: { _id: page._id }, roles: ['publisher'] }, publisher)).status).toBe(403);
    expect((await apply({ page: { _id: page._id }, roles: ['publisher'] }, editor)).status).toBe(403);
    const unknown = await apply({ page: { _id: page._id }, roles: ['superuser'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['roles.0']).toBe('Roles must be among: admin, publisher, editor, forms');
    expect(await snapshot(page._id)).toEqual(before);
    const missing = await apply({ page: { _id: 'page-does-not-exist' }, roles: [] });
    expect(missing.status).toBe(404);
  });
});

describe('a stored page of an unknown type', () => {
  it('is not found by page/load or page/loadById', async () => {
    const page = await createPage('lc-event');
    await h.store.collection('pages').update({ _id: page._id }, { $set: { pageType: 'event' } });
    const bySlug = await h.call('page/load', { query: { slug: 'lc-event', domainId: 'default' }, cookie: editor });
    expect(bySlug.status).toBe(404);
    expect(bySlug.body.error.message).toBe('whppt:error Page not found.');
    const byId = await h.call('page/loadById', { query: { _id: page._id, domainId: 'default' }, cookie: editor });
    expect(byId.status).toBe(404);
    expect(byId.body.error.message).toBe('whppt:error Page not found.');
  });
});

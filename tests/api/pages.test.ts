import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const load = (cookie: string | undefined, slug = 'about') => h.call('page/load', { query: { slug, domainId: 'default' }, cookie });
const snapshot = async () => ({
  pages: await h.store.collection('pages').find({}, { sort: { _id: 1 } }),
  published: await h.store.collection('publishedPages').find({}, { sort: { _id: 1 } }),
});

describe('page/load', () => {
  it('401 without a session, 403 without an editing role, 404 for an unknown slug, 400 without a domain', async () => {
    expect((await load(undefined)).status).toBe(401);
    expect((await load(formsOnly)).status).toBe(403);
    expect((await load(admin, 'no/such/page')).status).toBe(404);
    expect((await h.call('page/load', { query: { slug: 'about' }, cookie: admin })).status).toBe(400);
  });

  it('gives an editor the working copy, including a page never published', async () => {
    const about = await load(editor);
    expect(about.status).toBe(200);
    expect(about.body.slug).toBe('about');
    const draft = await load(editor, 'news/winter-appeal');
    expect(draft.status).toBe(200);
    expect(draft.body.published).toBe(false);
  });
});

describe('page/save', () => {
  it('refuses without a session (401), without an editing role (403), bad input (400), and changes nothing', async () => {
    const page = (await load(admin)).body;
    const before = await snapshot();
    const edited = { ...page, header: { ...page.header, title: 'Hacked' } };
    expect((await h.call('page/save', { body: { page: edited } })).status).toBe(401);
    expect((await h.call('page/save', { body: { page: edited }, cookie: formsOnly })).status).toBe(403);
    const bad = await h.call('page/save', { body: { page: { ...edited, slug: { $gt: '' } } }, cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['page.slug']);
    expect((await h.call('page/save', { body: { page: { ...edited, contents: 'nope' } }, cookie: admin })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('404 for a missing page that claims a version', async () => {
    const page = (await load(admin)).body;
    const ghost = { ...page, _id: 'page-ghost', slug: 'ghost', version: 4 };
    expect((await h.call('page/save', { body: { page: ghost }, cookie: admin })).status).toBe(404);
  });

  it('saves the working copy only, bumps the version, records history and cleans rich text', async () => {
    const page = (await load(editor)).body;
    const edited = {
      ...page,
      header: { ...page.header, title: 'About us (draft)' },
      contents: [...page.contents, { componentType: 'RichText', key: 'rt-x', text: '<p onclick="x()">Hi<script>alert(1)</script></p>' }],
    };
    const saved = await h.call('page/save', { body: { page: edited }, cookie: editor });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(page.version + 1);
    expect(saved.body.contents.at(-1).text).toBe('<p>Hi</p>');
    const published = await h.store.collection('publishedPages').findOne({ _id: page._id });
    expect((published!.header as { title: string }).title).not.toBe('About us (draft)');
    expect(await h.store.collection('pageVersions').count({ pageId: page._id })).toBeGreaterThan(0);
    expect(await h.store.collection('auditLog').count({ target: page._id, userId: 'user-eddie' })).toBeGreaterThan(0);
    expect(h.invalidated).toEqual([]);
  });

  it('refuses a stale save with 409 and keeps the other person’s text', async () => {
    const first = (await load(admin)).body;
    const ok = await h.call('page/save', { body: { page: { ...first, header: { ...first.header, title: 'Theirs' } } }, cookie: admin });
    expect(ok.status).toBe(200);
    const stale = await h.call('page/save', { body: { page: { ...first, header: { ...first.header, title: 'Mine' } } }, cookie: editor });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/Someone else saved this page/);
    expect((await load(admin)).body.header.title).toBe('Theirs');
  });

  it('refuses a slug another page uses (409) and normalises slugs', async () => {
    const page = (await load(admin)).body;
    const clash = await h.call('page/save', { body: { page: { ...page, slug: 'contact' } }, cookie: admin });
    expect(clash.status).toBe(409);
    const messy = await h.call('page/save', { body: { page: { ...page, slug: '//About-Us//?' } }, cookie: admin });
    expect(messy.status).toBe(200);
    expect(messy.body.slug).toBe('about-us');
    const back = await h.call('page/save', { body: { page: { ...messy.body, slug: 'about' } }, cookie: admin });
    expect(back.status).toBe(200);
  });

  it('refuses an address visitors could never reach or that would break sitemap.xml, saying what is allowed, and changes nothing', async () => {
    const page = (await load(admin)).body;
    const before = await snapshot();
    for (const [slug, message] of [
      ['help&support', /only lower-case letters a-z, digits and - _ \. ~/],
      ['a<b', /only lower-case letters/],
      ['../../x', /only lower-case letters/],
      ['caf%C3%A9', /only lower-case letters/],
      ['api/user/list', /cannot start with api\//],
      ['_next/x', /cannot start with _next\//],
      ['login', /cannot start with login\//],
      ['annual-report.pdf', /cannot end like a file name/],
    ] as const) {
      const saved = await h.call('page/save', { body: { page: { ...page, slug } }, cookie: admin });
      expect(saved.status, slug).toBe(400);
      expect(saved.body.error.message, slug).toMatch(message);
      expect(saved.body.error.fields.slug, slug).toBe(saved.body.error.message);
      const checked = await h.call('page/checkSlug', { method: 'GET', query: { slug, domainId: 'default' }, cookie: admin });
      expect(checked.status, slug).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    const fine = await h.call('page/checkSlug', { method: 'GET', query: { slug: 'get-help/v1.2_notes~draft', domainId: 'default' }, cookie: admin });
    expect(fine.body).toEqual({ slug: 'get-help/v1.2_notes~draft', available: true });
  });
});

describe('page/publishPage', () => {
  it('401 without a session, 403 for an editor, 400 for bad input, 404 for a missing page', async () => {
    const page = (await load(admin)).body;
    const before = await snapshot();
    expect((await h.call('page/publishPage', { body: { page } })).status).toBe(401);
    expect((await h.call('page/publishPage', { body: { page }, cookie: editor })).status).toBe(403);
    expect((await h.call('page/publishPage', { body: { page: { ...page, header: 5 } }, cookie: admin })).status).toBe(400);
    expect((await h.call('page/publishPage', { body: { page: { ...page, _id: 'page-none', slug: 'none', version: 3 } }, cookie: admin })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('copies the working copy to the published one and invalidates exactly that page', async () => {
    const page = (await load(admin)).body;
    h.invalidated.length = 0;
    const result = await h.call('page/publishPage', { body: { page: { ...page, header: { ...page.header, title: 'Published title' } } }, cookie: admin });
    expect(result.status).toBe(200);
    expect(result.body.published).toBe(true);
    expect(typeof result.body.lastPublished).toBe('string');
    const published = await h.store.collection('publishedPages').findOne({ _id: page._id });
    expect((published!.header as { title: string }).title).toBe('Published title');
    expect(h.invalidated).toEqual(['page:default:about', 'sitemap:default']);
  });

  it('publishes a draft-only page for the first time', async () => {
    const draft = (await load(admin, 'news/winter-appeal')).body;
    const result = await h.call('page/publishPage', { body: { page: draft }, cookie: admin });
    expect(result.status).toBe(200);
    expect(await h.store.collection('publishedPages').count({ slug: 'news/winter-appeal' })).toBe(1);
  });
});

describe('page-level publishing roles', () => {
  it('a page that lists roles can be published only by a publisher with one of them, or an admin', async () => {
    await h.addUser('pat', ['publisher']);
    const pat = await h.signIn('pat', 'user-password-123');
    await h.store.collection('pages').update({ slug: 'privacy' }, { $set: { roles: ['admin'] } });
    const page = (await load(admin, 'privacy')).body;
    const refused = await h.call('page/publishPage', { body: { page }, cookie: pat });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You do not have permission to publish this page.');
    expect((await h.call('page/publishPage', { body: { page }, cookie: admin })).status).toBe(200);
    // Saving cannot lift the restriction: roles change only through roles/applyToPage.
    const lifted = await h.call('page/save', { body: { page: { ...(await load(admin, 'privacy')).body, roles: [] } }, cookie: pat });
    expect(lifted.status).toBe(200);
    expect(lifted.body.roles).toEqual(['admin']);
    const open = (await load(admin, 'contact')).body;
    expect((await h.call('page/publishPage', { body: { page: open }, cookie: pat })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const save = async (page: Record<string, any>, cookie = admin) => {
  const result = await h.call('page/save', { body: { page }, cookie });
  if (result.status !== 200) throw new Error(`save failed: ${JSON.stringify(result.body)}`);
  return result.body;
};
const list = (query: Record<string, string>, cookie: string | null = admin) => h.call('page/versions', { query: { domainId: 'default', ...query }, cookie: cookie ?? undefined });
const restore = (body: Record<string, unknown>, cookie: string | null = editor) => h.call('page/restoreVersion', { body, cookie: cookie ?? undefined });
const titled = (page: Record<string, any>, title: string) => ({ ...page, header: { ...page.header, title } });

/** A new page of its own, saved with the given titles in turn. */
async function pageWithHistory(slug: string, titles: string[], _id = `page-${slug}`) {
  const about = await load('about');
  let page = await save(titled({ ...about, _id, slug, version: 0 }, titles[0]));
  for (const title of titles.slice(1)) page = await save(titled(page, title));
  return page;
}

describe('page/versions', () => {
  it('lists a page history newest first, without page bodies, with the user names', async () => {
    const page = await pageWithHistory('history-list', ['One', 'Two', 'Three']);
    await save(titled(page, 'Four'), editor);
    const published = await h.call('page/publishPage', { body: { page: { ...(await load('history-list')) } }, cookie: admin });
    expect(published.status).toBe(200);

    const result = await list({ _id: page._id });
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(5);
    expect(result.body.versions.map((v: any) => [v.action, v.version, v.userName])).toEqual([
      ['publish', 5, 'Site Administrator'],
      ['save', 4, 'eddie'],
      ['save', 3, 'Site Administrator'],
      ['save', 2, 'Site Administrator'],
      ['save', 1, 'Site Administrator'],
    ]);
    for (const version of result.body.versions) expect(Object.keys(version).sort()).toEqual(['_id', 'action', 'at', 'userName', 'version']);
    const ats = result.body.versions.map((v: any) => v.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const second = await list({ _id: page._id, page: '2', size: '2' });
    expect(second.body.total).toBe(5);
    expect(second.body.versions.map((v: any) => v.version)).toEqual([3, 2]);
  });

  it("gives '' as the name of a user who is gone", async () => {
    await h.addUser('gone', ['editor']);
    const gone = await h.signIn('gone', 'user-password-123');
    const page = await pageWithHistory('history-gone', ['One']);
    await save(titled(page, 'Two'), gone);
    await h.store.collection('users').delete({ _id: 'user-gone' });
    const result = await list({ _id: page._id });
    expect(result.body.versions.map((v: any) => v.userName)).toEqual(['', 'Site Administrator']);
  });

  it('answers an empty history for a page with none, 404 for an unknown page or another domain', async () => {
    const about = await load('about');
    const empty = await list({ _id: about._id });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ versions: [], total: 0 });
    expect((await list({ _id: 'page-nothing' })).status).toBe(404);
    const page = await pageWithHistory('history-domain', ['One']);
    expect((await list({ _id: page._id, domainId: 'other' })).status).toBe(404);
  });

  it('401 without a session, 403 without an editing role, 400 for bad input', async () => {
    expect((await list({ _id: 'page-about' }, null)).status).toBe(401);
    expect((await list({ _id: 'page-about' }, formsOnly)).status).toBe(403);
    expect((await list({ _id: 'page-about', size: '0' })).status).toBe(400);
    expect((await h.call('page/versions', { query: { _id: 'page-about' }, cookie: admin })).status).toBe(400);
  });
});

describe('page/version', () => {
  it('gives one version with its page for a preview; 404 when unknown or in another domain', async () => {
    const page = await pageWithHistory('history-preview', ['Old title', 'New title']);
    const oldest = (await list({ _id: page._id })).body.versions.at(-1);
    const result = await h.call('page/version', { query: { _id: oldest._id, domainId: 'default' }, cookie: editor });
    expect(result.status).toBe(200);
    expect(result.body.version).toMatchObject({ _id: oldest._id, action: 'save', at: oldest.at, userName: 'Site Administrator' });
    expect(result.body.version.page.header.title).toBe('Old title');
    expect((await h.call('page/version', { query: { _id: oldest._id, domainId: 'other' }, cookie: editor })).status).toBe(404);
    expect((await h.call('page/version', { query: { _id: 'no-such-version', domainId: 'default' }, cookie: editor })).status).toBe(404);
    expect((await h.call('page/version', { query: { _id: oldest._id, domainId: 'default' } })).status).toBe(401);
    expect((await h.call('page/version', { query: { _id: oldest._id, domainId: 'default' }, cookie: formsOnly })).status).toBe(403);
    expect((await h.call('page/version', { query: { _id: oldest._id }, cookie: editor })).status).toBe(400);
  });
});

describe('page/restoreVersion', () => {
  it("makes the version's content the new working copy, keeps the published state, and records a restore", async () => {
    const page = await pageWithHistory('history-restore', ['First', 'Second', 'Third']);
    const published = (await h.call('page/publishPage', { body: { page }, cookie: admin })).body.page;
    const versions = (await list({ _id: page._id })).body.versions;
    const first = versions.find((v: any) => v.version === 1);
    const publishedCopy = await h.store.collection('publishedPages').findOne({ _id: page._id });

    const result = await restore({ _id: first._id, pageId: page._id, version: published.version });
    expect(result.status).toBe(200);
    expect(result.body.page.header.title).toBe('First');
    expect(result.body.page.version).toBe(published.version + 1);
    expect(result.body.page.published).toBe(true);
    expect(result.body.page.lastPublished).toBe(published.lastPublished);
    expect(await h.store.collection('pages').findOne({ _id: page._id })).toEqual(result.body.page);
    expect(await h.store.collection('publishedPages').findOne({ _id: page._id })).toEqual(publishedCopy);

    const after = (await list({ _id: page._id })).body.versions;
    expect(after[0]).toMatchObject({ action: 'restore', version: published.version + 1, userName: 'eddie' });
    expect(await h.store.collection('auditLog').count({ target: page._id, action: 'page.restore' })).toBe(1);
  });

  it('refuses a stale working copy version with 409 and changes nothing', async () => {
    const page = await pageWithHistory('history-stale', ['First', 'Second']);
    const first = (await list({ _id: page._id })).body.versions.at(-1);
    const before = { page: await h.store.collection('pages').findOne({ _id: page._id }), versions: await h.store.collection('pageVersions').count({ pageId: page._id }) };
    const result = await restore({ _id: first._id, pageId: page._id, version: page.version - 1 });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toMatch(/^Someone else saved this page after you opened it/);
    expect(result.body.error).toMatchObject({ code: 'conflict', stale: true });
    expect({ page: await h.store.collection('pages').findOne({ _id: page._id }), versions: await h.store.collection('pageVersions').count({ pageId: page._id }) }).toEqual(before);
  });

  it('brings the old address back when it is free, and keeps the current one when another page took it', async () => {
    const page = await pageWithHistory('history-slug-a', ['First']);
    const first = (await list({ _id: page._id })).body.versions[0];
    const renamed = await save({ ...page, slug: 'history-slug-b' });
    const back = await restore({ _id: first._id, pageId: page._id, version: renamed.version });
    expect(back.status).toBe(200);
    expect(back.body.page.slug).toBe('history-slug-a');

    const again = await save({ ...back.body.page, slug: 'history-slug-c' });
    await pageWithHistory('history-slug-a', ['Squatter'], 'page-squatter');
    const kept = await restore({ _id: first._id, pageId: page._id, version: again.version });
    expect(kept.status).toBe(200);
    expect(kept.body.page.slug).toBe('history-slug-c');
    expect(kept.body.page.header.title).toBe('First');
  });

  it('404 for an unknown version, a version of another page, or an unknown page; 401, 403 and 400 before anything', async () => {
    const page = await pageWithHistory('history-404', ['First']);
    const other = await pageWithHistory('history-404-other', ['Other']);
    const otherVersion = (await list({ _id: other._id })).body.versions[0];
    const before = await h.store.collection('pages').findOne({ _id: page._id });
    expect((await restore({ _id: 'no-such-version', pageId: page._id, version: page.version })).status).toBe(404);
    expect((await restore({ _id: otherVersion._id, pageId: page._id, version: page.version })).status).toBe(404);
    expect((await restore({ _id: otherVersion._id, pageId: 'page-nothing', version: 1 })).status).toBe(404);
    expect((await restore({ _id: otherVersion._id, pageId: page._id, version: page.version }, null)).status).toBe(401);
    expect((await restore({ _id: otherVersion._id, pageId: page._id, version: page.version }, formsOnly)).status).toBe(403);
    expect((await restore({ _id: otherVersion._id, pageId: page._id, version: 'latest' })).status).toBe(400);
    expect(await h.store.collection('pages').findOne({ _id: page._id })).toEqual(before);
  });
});

// trash/list, trash/restore, trash/purge: a deleted page waits in the Trash with its history, notes and reviews;
// restoring brings it back as a draft (at another address when its own is taken); admins and the job delete for good.
import { beforeEach, describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';
import { purgeExpiredTrash } from '@/lib/content/trash/trash';

let h: Harness, admin: string, editor: string, publisher: string;
withEditors(async (opened) => {
  ({ h, admin, editor } = opened);
  publisher = await h.signedInAs('tessa', ['publisher']);
});
beforeEach(() => {
  h.invalidated.length = 0;
});

const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
let counter = 0;
const text = (key: string, value: string) => ({ key, componentType: 'Text', text: value });
/** A new page, published, with a note on its text and an open review. */
async function pageWithEverything(slug: string) {
  const page = { _id: `page-trash-${++counter}`, domainId: 'default', slug, version: 0, header: { title: `Trash ${slug}` }, contents: [text('t1', 'Open 9 to 5')] };
  const { page: published } = await ok(h.call('page/publishPage', { body: { page }, cookie: admin }));
  await ok(h.call('notes/add', { body: { domainId: 'default', pageId: page._id, componentKey: 't1', text: 'Check the hours' }, cookie: editor }));
  await ok(h.call('review/request', { body: { domainId: 'default', pageId: page._id, anyPublisher: true }, cookie: editor }));
  h.invalidated.length = 0;
  return published as Record<string, any>;
}
const remove = (page: Record<string, any>, cookie = publisher) => ok(h.call('page/delete', { body: { _id: page._id, confirmSlug: page.slug }, cookie }));
const list = async (cookie = publisher, domainId = 'default') => (await ok(h.call('trash/list', { query: { domainId }, cookie }))).entries as any[];
const restore = (body: Record<string, unknown>, cookie = publisher) => h.call('trash/restore', { body: { domainId: 'default', ...body }, cookie });
const purge = (body: Record<string, unknown>, cookie = admin) => h.call('trash/purge', { body: { domainId: 'default', ...body }, cookie });
const kept = async (pageId: string) => ({
  versions: await h.store.collection('pageVersions').count({ pageId }),
  notes: await h.store.collection('notes').count({ pageId }),
  reviews: await h.store.collection('reviews').count({ pageId }),
});

describe('the Trash', () => {
  it('keeps a deleted page with who and when; its reviews leave the Reviews tab while it is away', async () => {
    const page = await pageWithEverything('trash-listed');
    const before = await kept(page._id);
    await remove(page);
    expect(await h.store.collection('pages').findOne({ _id: page._id })).toBeNull();
    const entry = (await list()).find((e) => e._id === page._id);
    expect(entry).toMatchObject({ title: 'Trash trash-listed', slug: 'trash-listed', wasPublished: true, deletedBy: { name: 'tessa' }, slugFree: true });
    // 30 days unless the site says otherwise.
    expect(Date.parse(entry.purgeAfter) - Date.parse(entry.deletedAt)).toBe(30 * 86_400_000);
    // History, notes and reviews wait with it (the delete adds one history entry).
    expect(await kept(page._id)).toEqual({ ...before, versions: before.versions + 1 });
    const open = await ok(h.call('review/list', { query: { domainId: 'default', box: 'requested' }, cookie: editor }));
    expect(open.reviews.some((r: any) => r.pageId === page._id)).toBe(false);
  });

  it('cancels the schedule of a page it takes', async () => {
    const page = await pageWithEverything('trash-scheduled');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await ok(h.call('page/schedule', { body: { _id: page._id, unpublishAt: at }, cookie: admin }));
    expect((await h.store.collection('pages').findOne({ _id: page._id }))?.schedule).toMatchObject({ unpublishAt: at });
    await remove(page);
    const stored = await h.store.collection('trash').findOne({ _id: page._id });
    expect((stored?.page as Record<string, unknown>).schedule).toBeUndefined();
  });

  it('restores a page as a draft at its address, with its history, notes and reviews', async () => {
    const page = await pageWithEverything('trash-restore');
    await remove(page);
    const restored = await ok(restore({ _id: page._id }));
    expect(restored.page).toMatchObject({ _id: page._id, slug: 'trash-restore' });
    const working = await ok(h.call('page/load', { query: { slug: 'trash-restore', domainId: 'default' }, cookie: editor }));
    expect(working).toMatchObject({ _id: page._id, published: false, contents: [expect.objectContaining({ text: 'Open 9 to 5' })] });
    // Visitors do not see it until someone publishes it again.
    expect(await h.store.collection('publishedPages').findOne({ _id: page._id })).toBeNull();
    expect((await list()).some((e) => e._id === page._id)).toBe(false);
    const history = await h.store.collection('pageVersions').find({ pageId: page._id }, { sort: { at: 1 } });
    expect(history.map((v) => v.action)).toEqual(['publish', 'delete', 'restore']);
    expect((await ok(h.call('notes/list', { query: { pageId: page._id, domainId: 'default' }, cookie: editor }))).notes).toHaveLength(1);
    expect(await h.store.collection('auditLog').count({ action: 'trash.restore', target: page._id })).toBe(1);
  });

  it('asks for another address when its own is taken by now, and refuses one that is taken too', async () => {
    const page = await pageWithEverything('trash-taken');
    await remove(page);
    await ok(h.call('page/save', { body: { page: { _id: 'page-trash-usurper', domainId: 'default', slug: 'trash-taken', version: 0 } }, cookie: admin }));
    expect((await list()).find((e) => e._id === page._id)?.slugFree).toBe(false);
    const refused = await restore({ _id: page._id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', fields: { slug: 'Another page now uses /trash-taken. Choose another address for the restored page.' } });
    expect((await restore({ _id: page._id, slug: '/Trash-Taken/' })).status).toBe(409);
    expect(await h.store.collection('trash').count({ _id: page._id })).toBe(1);
    const bad = await restore({ _id: page._id, slug: '~hub' });
    expect(bad.status).toBe(400);
    const restored = await ok(restore({ _id: page._id, slug: 'Trash Taken Again' }));
    expect(restored.page.slug).toBe('trash-taken-again');
  });

  it('deletes for good (admins only): the entry, its history, notes and reviews', async () => {
    const page = await pageWithEverything('trash-purge');
    await remove(page);
    const forbidden = await purge({ _id: page._id }, publisher);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('forbidden');
    expect(await h.store.collection('trash').count({ _id: page._id })).toBe(1);
    await ok(purge({ _id: page._id }));
    expect(await h.store.collection('trash').count({ _id: page._id })).toBe(0);
    expect(await kept(page._id)).toEqual({ versions: 0, notes: 0, reviews: 0 });
    expect(await h.store.collection('auditLog').count({ action: 'trash.purge', target: page._id })).toBe(1);
    expect((await restore({ _id: page._id })).status).toBe(404);
  });

  it('the job deletes entries older than the site keeps them, and nothing newer', async () => {
    const old = await pageWithEverything('trash-job-old');
    const fresh = await pageWithEverything('trash-job-fresh');
    await remove(old);
    await remove(fresh);
    await h.store.collection('trash').update({ _id: old._id }, { $set: { deletedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() } });
    expect(await purgeExpiredTrash(h.store, new Date())).toBeGreaterThanOrEqual(1);
    expect(await h.store.collection('trash').count({ _id: old._id })).toBe(0);
    expect(await kept(old._id)).toEqual({ versions: 0, notes: 0, reviews: 0 });
    expect(await h.store.collection('trash').count({ _id: fresh._id })).toBe(1);
  });

  it("follows the site's 'Keep deleted pages' days once published, and refuses a number out of range", async () => {
    const page = await pageWithEverything('trash-days');
    await remove(page);
    const state = (await h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin })).body;
    expect(state.siteSettings.contentCare).toEqual({ trashDays: 30, reviewMonths: 12, sensitiveReviewMonths: 6, healthDigest: true });
    const refused = await h.call('siteSettings/saveSiteSettings', { body: { siteSettings: { ...state.siteSettings, contentCare: { ...state.siteSettings.contentCare, trashDays: 0 } } }, cookie: admin });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error.fields)).toContain('Keep deleted pages at least 1 day');
    const care = { ...state.siteSettings.contentCare, trashDays: 7 };
    const saved = await ok(h.call('siteSettings/saveSiteSettings', { body: { siteSettings: { ...state.siteSettings, contentCare: care } }, cookie: admin }));
    try {
      await ok(h.call('siteSettings/publishSiteSettings', { body: { siteSettings: saved.siteSettings }, cookie: admin }));
      const entry = (await list()).find((e) => e._id === page._id);
      expect(Date.parse(entry.purgeAfter) - Date.parse(entry.deletedAt)).toBe(7 * 86_400_000);
    } finally {
      const now = (await h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin })).body;
      const back = await ok(h.call('siteSettings/saveSiteSettings', { body: { siteSettings: { ...now.siteSettings, contentCare: { ...care, trashDays: 30 } } }, cookie: admin }));
      await ok(h.call('siteSettings/publishSiteSettings', { body: { siteSettings: back.siteSettings }, cookie: admin }));
    }
  });

  it('answers 401 signed out, 403 to editors, 404 for an unknown entry or domain, 400 for bad input', async () => {
    const page = await pageWithEverything('trash-refusals');
    await remove(page);
    expect((await h.call('trash/list', { query: { domainId: 'default' } })).status).toBe(401);
    expect((await h.call('trash/list', { query: { domainId: 'default' }, cookie: editor })).status).toBe(403);
    expect((await restore({ _id: page._id }, editor)).status).toBe(403);
    expect((await h.call('trash/restore', { body: { _id: page._id, domainId: 'default' } })).status).toBe(401);
    expect((await h.call('trash/list', { query: { domainId: 'nowhere' }, cookie: publisher })).status).toBe(404);
    const missing = await restore({ _id: 'page-never-deleted' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    // Another domain's entry is not found from this one.
    expect((await h.call('trash/restore', { body: { _id: page._id, domainId: 'second' }, cookie: publisher })).status).toBe(404);
    expect((await purge({ _id: 'page-never-deleted' })).status).toBe(404);
    expect((await restore({ _id: page._id, slug: 7 })).status).toBe(400);
    expect((await purge({ _id: page._id, extra: true })).status).toBe(400);
    expect(await h.store.collection('trash').count({ _id: page._id })).toBe(1);
  });
});

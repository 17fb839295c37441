// The page type's hooks run around publish and unpublish, and a throwing before-hook refuses without writing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { pageTypes } from '@/lib/content/pages/page-types';
import { publishPage } from '@/lib/content/pages/publish-page';
import { unpublishPage } from '@/lib/content/pages/unpublish-page';
import { deletePage } from '@/lib/content/pages/delete-page';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { createHarness, type Harness } from '../support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
afterEach(() => {
  pageTypes.page = { name: 'page', collection: 'pages' };
});

const fresh = (slug: string) => PageSchema.parse({ _id: `page-hooks-${slug}`, domainId: 'default', slug, version: 0 });
const isPublic = async (id: string) => (await h.store.collection('publishedPages').findOne({ _id: id })) !== null;

describe('page type hooks', () => {
  it('run before and after publish and unpublish, in that order, with the page and the user', async () => {
    const events: string[] = [];
    const hook = (name: string) => async (page: Page, context: { userId: string }) => {
      events.push(`${name} ${page.slug} ${context.userId} public=${await isPublic(page._id)}`);
    };
    pageTypes.page = {
      name: 'page',
      collection: 'pages',
      beforePublish: hook('beforePublish'),
      afterPublish: hook('afterPublish'),
      beforeUnpublish: hook('beforeUnpublish'),
      afterUnpublish: hook('afterUnpublish'),
    };
    const { page } = await publishPage(h.store, fresh('hooked'), 'user-1', new Date());
    await unpublishPage(h.store, page, 'user-1', new Date());
    expect(events).toEqual([
      'beforePublish hooked user-1 public=false',
      'afterPublish hooked user-1 public=true',
      'beforeUnpublish hooked user-1 public=true',
      'afterUnpublish hooked user-1 public=false',
    ]);
  });

  it('refuse a publish or unpublish when a before-hook throws, writing nothing', async () => {
    const { page } = await publishPage(h.store, fresh('refused'), 'user-1', new Date());
    const snapshot = async () => ({
      working: await h.store.collection('pages').findOne({ _id: page._id }),
      published: await h.store.collection('publishedPages').findOne({ _id: page._id }),
      versions: await h.store.collection('pageVersions').count({ pageId: page._id }),
      audit: await h.store.collection('auditLog').count({ target: page._id }),
    });
    const before = await snapshot();
    let afterCalls = 0;
    pageTypes.page = {
      name: 'page',
      collection: 'pages',
      beforePublish: async () => {
        throw new AppError('conflict', 'Not ready to publish.');
      },
      afterPublish: async () => {
        afterCalls++;
      },
      beforeUnpublish: async () => {
        throw new AppError('conflict', 'Not ready to unpublish.');
      },
    };
    await expect(publishPage(h.store, { ...page, header: { ...page.header, title: 'Changed' } }, 'user-1', new Date())).rejects.toThrow('Not ready to publish.');
    await expect(unpublishPage(h.store, page, 'user-1', new Date())).rejects.toThrow('Not ready to unpublish.');
    expect(afterCalls).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('run the unpublish hooks when a published page is deleted, and a refusing one keeps both copies', async () => {
    const { page } = await publishPage(h.store, fresh('deleted'), 'user-1', new Date());
    const events: string[] = [];
    pageTypes.page = {
      name: 'page',
      collection: 'pages',
      beforeUnpublish: async (p) => {
        events.push(`beforeUnpublish ${p.slug} public=${await isPublic(p._id)}`);
        if (events.length === 1) throw new AppError('conflict', 'Still listed in the hub.');
      },
      afterUnpublish: async (p) => {
        events.push(`afterUnpublish ${p.slug} public=${await isPublic(p._id)}`);
      },
    };
    await expect(deletePage(h.store, page, 'deleted', 'user-1', new Date())).rejects.toThrow('Still listed in the hub.');
    expect(await isPublic(page._id)).toBe(true);
    expect(await h.store.collection('pages').findOne({ _id: page._id })).not.toBeNull();
    await deletePage(h.store, page, 'deleted', 'user-1', new Date());
    expect(events).toEqual(['beforeUnpublish deleted public=true', 'beforeUnpublish deleted public=true', 'afterUnpublish deleted public=false']);
    expect(await h.store.collection('pages').findOne({ _id: page._id })).toBeNull();
  });
});

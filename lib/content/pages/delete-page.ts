import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from '../schemas';
import { recordPageChange } from './record-change';
import { publishedCollectionOf, type PageCollection } from './page-collection';
import { normalizeSlug } from './slug';
import { pageTags } from './unpublish-page';
import { runPageHook } from './page-types';
import { removePublishedCopy } from './published-copy';
import { moveToTrash } from '../trash/trash';

export const confirmDeleteMessage = (slug: string) => `This page is published at /${slug}. Confirm its address to delete it.`;

/**
 * Deletes a page: it goes into the Trash (lib/content/trash/), then its published copy and its working copy are
 * removed and one history and audit record written (the page as it was). A page visitors can see is deleted only when `confirmSlug` names its address (public or saved),
 * so a published page is never removed by a stray click. Deleting a published page unpublishes it, so the
 * page type's beforeUnpublish (which may refuse) and afterUnpublish run around it. Answers the tags to invalidate.
 */
export async function deletePage(
  store: Store,
  page: Page,
  confirmSlug: string | undefined,
  userId: string,
  now: Date,
  collection: PageCollection = 'pages',
): Promise<{ invalidate: string[] }> {
  const publishedPages = store.collection<Page>(publishedCollectionOf[collection]);
  const published = await publishedPages.findOne({ _id: page._id });
  if (published || page.published) {
    const publicSlug = published?.slug ?? page.slug;
    // The address visitors see, or the one the editor shows (a renamed page not yet republished): either is deliberate.
    const confirmed = confirmSlug !== undefined && [publicSlug, page.slug].includes(normalizeSlug(confirmSlug));
    if (!confirmed) {
      throw new AppError('conflict', confirmDeleteMessage(publicSlug), { confirmSlug: 'Type the page address to confirm.' });
    }
  }
  if (published) await runPageHook('beforeUnpublish', page, { store, userId });
  await moveToTrash(store, page, published, collection, userId, now);
  // Visitors lose the page first: a failure between the two deletes leaves a draft, never an orphaned public page.
  await removePublishedCopy(store, page._id, collection);
  await store.collection(collection).delete({ _id: page._id });
  await recordPageChange(store, 'delete', page, userId, now.toISOString());
  if (published) await runPageHook('afterUnpublish', { ...page, published: false }, { store, userId });
  return { invalidate: pageTags(page, published) };
}

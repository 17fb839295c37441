import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from './schemas';
import { savePage } from './save-page';
import { recordPageChange } from './record-change';
import { cacheTags } from './cache-tags';

export type PublishResult = { page: Page; published: true; lastPublished: string; invalidate: string[] };

/**
 * Saves the editor's copy (version-checked), then replaces the published copy with it.
 * Answers the tags to invalidate: the page's address, and its old address if the slug changed.
 */
export async function publishPage(store: Store, input: Page, userId: string, now: Date): Promise<PublishResult> {
  const saved = await savePage(store, input, userId, now);
  const at = now.toISOString();
  const publishedPages = store.collection<Page>('publishedPages');
  const previous = await publishedPages.findOne({ _id: saved._id });

  const page: Page = { ...saved, published: true, lastPublished: at, updatedAt: at, version: saved.version + 1 };
  const matched = await store.collection<Page>('pages').replace({ _id: saved._id, version: saved.version }, page);
  if (matched === 0) throw new AppError('conflict', 'Someone else changed this page while it was being published. Reload and try again.');
  await publishedPages.replace({ _id: page._id }, page, { upsert: true });
  await recordPageChange(store, 'publish', page, userId, at);

  const invalidate = [cacheTags.page(page.domainId, page.slug), cacheTags.sitemap(page.domainId)];
  if (previous && previous.slug !== page.slug) invalidate.push(cacheTags.page(previous.domainId, previous.slug));
  return { page, published: true, lastPublished: at, invalidate };
}

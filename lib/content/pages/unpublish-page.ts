import 'server-only';
import type { Store } from '@/lib/db/port';
import { staleVersion } from '@/lib/errors';
import type { Page } from '../schemas';
import { recordPageChange } from './record-change';
import { cacheTags } from '../cache-tags';
import { publishedCollectionOf, type PageCollection } from './page-collection';
import { runPageHook } from './page-types';
import { removePublishedCopy } from './published-copy';
import { STALE_PAGE_MESSAGE } from './save-page';

export type UnpublishResult = { page: Page; published: false; invalidate: string[] };

/**
 * Takes a page off the public site: the published copy is removed and the working copy kept with
 * published false (version + 1), then one history and audit record. The page type's beforeUnpublish
 * runs before any write and may refuse; afterUnpublish runs last. Answers the tags to invalidate:
 * the address visitors saw (the published copy's), the working copy's address, and the sitemap.
 */
export async function unpublishPage(store: Store, page: Page, userId: string, now: Date, collection: PageCollection = 'pages'): Promise<UnpublishResult> {
  const at = now.toISOString();
  const publishedPages = store.collection<Page>(publishedCollectionOf[collection]);
  const previous = await publishedPages.findOne({ _id: page._id });
  await runPageHook('beforeUnpublish', page, { store, userId });

  const next: Page = { ...page, published: false, version: page.version + 1 };
  // The version in the filter keeps a save that landed since the page was read from being overwritten.
  const matched = await store.collection<Page>(collection).replace({ _id: page._id, version: page.version }, next);
  if (matched === 0) throw staleVersion(STALE_PAGE_MESSAGE);
  await removePublishedCopy(store, page._id, collection);
  await recordPageChange(store, 'unpublish', next, userId, at);
  await runPageHook('afterUnpublish', next, { store, userId });

  return { page: next, published: false, invalidate: pageTags(page, previous) };
}

/** Every address a page may be cached under (working and published slug) and its domain's sitemap. */
export function pageTags(page: Page, published: Page | null): string[] {
  const tags = [cacheTags.page(page.domainId, page.slug)];
  if (published && published.slug !== page.slug) tags.push(cacheTags.page(published.domainId, published.slug));
  tags.push(cacheTags.sitemap(page.domainId));
  return tags;
}

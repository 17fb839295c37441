// Finding a page to link to: the domain's working copies whose title or slug contains what the editor typed.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { searchFilter } from '@/lib/db/search-pattern';

export const MAX_PAGE_SEARCH_RESULTS = 20;

export type PageSearchResult = { _id: string; slug: string; title: string; published: boolean };

export async function searchWorkingPages(store: Store, domainId: string, text: string, limit: number): Promise<PageSearchResult[]> {
  // The typed slash of '/about' is not part of the stored slug.
  const words = text.trim().replace(/^\/+/, '');
  const filter = { domainId, ...searchFilter(words, ['header.title', 'slug']) };
  const docs = await store.collection('pages').find(filter, {
    sort: { slug: 1 },
    limit: Math.min(limit, MAX_PAGE_SEARCH_RESULTS),
    projection: { _id: 1, slug: 1, header: 1, published: 1 },
  });
  return docs.map((doc) => {
    const header = doc.header as { title?: unknown } | undefined;
    return {
      _id: String(doc._id),
      slug: typeof doc.slug === 'string' ? doc.slug : '',
      title: typeof header?.title === 'string' ? header.title : '',
      published: doc.published === true,
    };
  });
}

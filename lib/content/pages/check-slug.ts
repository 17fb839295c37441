import 'server-only';
import type { Store } from '@/lib/db/port';
import type { Filter } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { normalizeSlug, slugProblem } from './slug';
import { publishedCollectionOf, type PageCollection } from './page-collection';

/**
 * Whether a page may take an address: free when no other page of the domain uses it, neither in its
 * working copy nor in its published copy (a renamed page keeps its old public address until published).
 */
export async function checkSlug(
  store: Store,
  query: { slug: string; domainId: string; pageId?: string; collection: PageCollection },
): Promise<{ slug: string; available: boolean }> {
  const slug = normalizeSlug(query.slug);
  const problem = slugProblem(slug);
  if (problem) throw new AppError('invalid_input', problem, { slug: problem });
  const filter: Filter = { domainId: query.domainId, slug };
  if (query.pageId) filter._id = { $ne: query.pageId };
  const working = await store.collection(query.collection).count(filter);
  const published = working ? 0 : await store.collection(publishedCollectionOf[query.collection]).count(filter);
  return { slug, available: working + published === 0 };
}

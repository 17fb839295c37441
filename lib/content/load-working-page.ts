import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { PageSchema, type Page } from './schemas';
import { normalizeSlug } from './slug';

/** An editor's working copy, by domain and slug. */
export async function loadWorkingPage(store: Store, domainId: string, slug: string): Promise<Page> {
  const doc = await store.collection('pages').findOne({ domainId, slug: normalizeSlug(slug) });
  if (!doc) throw new AppError('not_found', 'Page not found.');
  return PageSchema.parse(doc);
}

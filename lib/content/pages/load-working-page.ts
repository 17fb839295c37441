import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from '../schemas';
import { parseStoredPage } from './page-or-throw';
import { normalizeSlug } from './slug';
import type { PageCollection } from './page-collection';

/** An editor's working copy, by domain and slug. */
export async function loadWorkingPage(store: Store, domainId: string, slug: string, collection: PageCollection = 'pages'): Promise<Page> {
  const doc = await store.collection(collection).findOne({ domainId, slug: normalizeSlug(slug) });
  if (!doc) throw new AppError('not_found', 'Page not found.');
  return parseStoredPage(doc);
}

/**
 * An editor's working copy, by id and domain: after a refused save the editor fetches the copy that won,
 * which the slug may no longer find if the other person renamed the page.
 */
export async function loadWorkingPageById(store: Store, domainId: string, id: string, collection: PageCollection = 'pages'): Promise<Page> {
  const doc = await store.collection(collection).findOne({ _id: id, domainId });
  if (!doc) throw new AppError('not_found', 'Page not found.');
  return parseStoredPage(doc);
}

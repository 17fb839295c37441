import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import { PageSchema, type Page } from './schemas';
import { pageTypeOf } from './page-types';
import type { PageCollection } from './page-collection';

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found.';

/** Parses a stored working copy; a page of a type this site does not know is not found (SPEC §8). */
export function parseStoredPage(doc: Record<string, unknown>): Page {
  pageTypeOf(doc.pageType ?? 'page');
  return PageSchema.parse(doc);
}

/** The working copy with this id, or 404. */
export async function getWorkingPageOrThrow(store: Store, id: string, collection: PageCollection): Promise<Page> {
  const doc = await store.collection(collection).findOne({ _id: id });
  if (!doc) throw new AppError('not_found', PAGE_NOT_FOUND_MESSAGE);
  return parseStoredPage(doc);
}

/** The working copy with this id, or 404; 403 when it lists roles the user has none of (canPublish). */
export async function getPublishablePageOrThrow(store: Store, id: string, collection: PageCollection, user: AuthUser): Promise<Page> {
  const page = await getWorkingPageOrThrow(store, id, collection);
  if (!canPublish(user, page.roles)) throw new AppError('forbidden', 'You do not have permission to publish this page.');
  return page;
}

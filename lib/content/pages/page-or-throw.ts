import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import { PageSchema, type Page } from '../schemas';
import { pageTypeOf } from './page-types';
import type { PageCollection } from './page-collection';
import { domainOrThrow } from '../domains/domain-or-throw';

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

export const PUBLISH_FORBIDDEN_MESSAGE = 'You do not have permission to publish this page.';

/** The working copy with this id, or 404; 403 when it lists roles the user has none of (canPublish). */
export async function getPublishablePageOrThrow(store: Store, id: string, collection: PageCollection, user: AuthUser): Promise<Page> {
  const page = await getWorkingPageOrThrow(store, id, collection);
  if (!canPublish(user, page.roles)) throw new AppError('forbidden', PUBLISH_FORBIDDEN_MESSAGE);
  return page;
}

/**
 * The stored working copy that publishing the editor's copy `input` would replace, for `page/publishPage` and its
 * checks (`page/checkPublish`) alike: 404 when the domain is unknown, when the page was never saved (unless the
 * copy is version 0: a new page may be published in one write, and null is answered) or when it belongs to
 * another domain; 403 when its stored roles keep this user out (the roles of the copy sent are not trusted).
 */
export async function getPageToPublish(store: Store, input: Pick<Page, '_id' | 'domainId' | 'version'>, collection: PageCollection, user: AuthUser): Promise<Page | null> {
  await domainOrThrow(store, input.domainId);
  const doc = await store.collection(collection).findOne({ _id: input._id });
  if (!doc) {
    if (input.version === 0) return null;
    throw new AppError('not_found', PAGE_NOT_FOUND_MESSAGE);
  }
  if (doc.domainId !== input.domainId) throw new AppError('not_found', PAGE_NOT_FOUND_MESSAGE);
  const stored = parseStoredPage(doc);
  if (!canPublish(user, stored.roles)) throw new AppError('forbidden', PUBLISH_FORBIDDEN_MESSAGE);
  return stored;
}

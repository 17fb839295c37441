import 'server-only';
import type { Store } from '@/lib/db/port';
import { staleVersion } from '@/lib/errors';
import type { Role } from '@/lib/auth/roles';
import type { Page } from '../schemas';
import { recordPageChange } from './record-change';
import type { PageCollection } from './page-collection';
import { STALE_PAGE_MESSAGE } from './save-page';

/**
 * Sets which roles may publish a page (besides admin); an empty list lets every publisher publish it.
 * Writes the working copy (version + 1, content and updatedAt unchanged) and one history and audit record.
 */
export async function applyPageRoles(store: Store, page: Page, roles: readonly Role[], userId: string, now: Date, collection: PageCollection = 'pages'): Promise<Page> {
  const next: Page = { ...page, roles: [...new Set(roles)], version: page.version + 1 };
  const matched = await store.collection<Page>(collection).replace({ _id: page._id, version: page.version }, next);
  if (matched === 0) throw staleVersion(STALE_PAGE_MESSAGE);
  await recordPageChange(store, 'roles', next, userId, now.toISOString());
  return next;
}

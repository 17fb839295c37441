import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from '../schemas';
import { getWorkingPageOrThrow, parseStoredPage } from './page-or-throw';
import { writeWorkingCopy } from './save-page';
import { recordPageChange } from './record-change';
import { normalizeSlug } from './slug';
import { VERSION_NOT_FOUND_MESSAGE } from './list-page-versions';
import type { PageCollection } from './page-collection';

/**
 * Makes an earlier version's content the new working copy, version-checked like a save (`version` is the
 * working copy version the editor has; stale -> 409). Published state and roles stay as they are; the old
 * address is kept only while no other page has taken it. Recorded as 'restore'.
 */
export async function restorePageVersion(
  store: Store,
  versionId: string,
  pageId: string,
  version: number,
  userId: string,
  now: Date,
  collection: PageCollection = 'pages',
): Promise<Page> {
  const record = await store.collection('pageVersions').findOne({ _id: versionId, pageId });
  if (!record) throw new AppError('not_found', VERSION_NOT_FOUND_MESSAGE);
  const current = await getWorkingPageOrThrow(store, pageId, collection);
  const old = parseStoredPage(record.page as Record<string, unknown>);
  if (old.domainId !== current.domainId) throw new AppError('not_found', VERSION_NOT_FOUND_MESSAGE);

  const oldSlug = normalizeSlug(old.slug);
  const taken = await store.collection(collection).findOne({ domainId: current.domainId, slug: oldSlug, _id: { $ne: pageId } }, { projection: { _id: 1 } });
  const at = now.toISOString();
  const restored = await writeWorkingCopy(store, { ...old, _id: pageId, slug: taken ? current.slug : oldSlug, version }, { collection, at });
  await recordPageChange(store, 'restore', restored, userId, at);
  return restored;
}

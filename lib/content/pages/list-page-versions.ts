import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { PAGE_NOT_FOUND_MESSAGE } from './page-or-throw';
import type { PageAction } from './record-change';

export const VERSION_NOT_FOUND_MESSAGE = 'Version not found.';

export type PageVersionSummary = { _id: string; action: PageAction; version: number; at: string; userName: string };

/** Versions carry the page they record; a version of a page in another domain is not found. */
const versionsOf = (pageId: string, domainId: string) => ({ pageId, 'page.domainId': domainId });

/** One page's history, newest first, without the page bodies; 404 when the page has neither a working copy nor history in this domain. */
export async function listPageVersions(
  store: Store,
  pageId: string,
  domainId: string,
  page: number,
  size: number,
): Promise<{ versions: PageVersionSummary[]; total: number }> {
  const filter = versionsOf(pageId, domainId);
  const total = await store.collection('pageVersions').count(filter);
  if (total === 0 && !(await store.collection('pages').findOne({ _id: pageId, domainId }, { projection: { _id: 1 } }))) {
    throw new AppError('not_found', PAGE_NOT_FOUND_MESSAGE);
  }
  const docs = await store.collection('pageVersions').find(filter, {
    sort: { at: -1 },
    skip: (page - 1) * size,
    limit: size,
    projection: { _id: 1, action: 1, version: 1, at: 1, userId: 1 },
  });
  const names = await userNames(store, docs.map((d) => String(d.userId)));
  const versions = docs.map((d) => ({
    _id: d._id,
    action: d.action as PageAction,
    version: Number(d.version),
    at: String(d.at),
    userName: names.get(String(d.userId)) ?? '',
  }));
  return { versions, total };
}

/** One version with the page it recorded, for a preview; 404 when unknown or in another domain. */
export async function loadPageVersion(store: Store, versionId: string, domainId: string) {
  const doc = await store.collection('pageVersions').findOne({ _id: versionId, 'page.domainId': domainId });
  if (!doc) throw new AppError('not_found', VERSION_NOT_FOUND_MESSAGE);
  const names = await userNames(store, [String(doc.userId)]);
  return {
    _id: doc._id,
    action: doc.action as PageAction,
    at: String(doc.at),
    userName: names.get(String(doc.userId)) ?? '',
    page: doc.page as Record<string, unknown>,
  };
}

/** Display names by user id; a user who is gone has none. */
export async function userNames(store: Store, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const users = await store.collection('users').find({ _id: { $in: unique } }, { projection: { _id: 1, name: 1 } });
  return new Map(users.map((u) => [u._id, typeof u.name === 'string' ? u.name : '']));
}

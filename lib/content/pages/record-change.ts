import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import type { Page } from '../schemas';
import { recordAudit } from '@/lib/audit/audit-log';

export type PageAction = 'save' | 'publish' | 'unpublish' | 'delete' | 'roles' | 'restore';

/** How many of a page's most recent saves are all kept; older saves are thinned to one per clock hour (UTC). */
export const RECENT_SAVES_KEPT = 50;

/** Appends a page version (the whole page as it now is) and an audit entry naming the user. */
export async function recordPageChange(store: Store, action: PageAction, page: Page, userId: string, at: string): Promise<void> {
  await store.collection('pageVersions').insert({
    _id: crypto.randomUUID(),
    pageId: page._id,
    action,
    version: page.version,
    page: structuredClone(page),
    userId,
    at,
  });
  if (action === 'save') await thinSaves(store, page._id);
  await recordAudit(store, {
    action: `page.${action}`,
    target: page._id,
    domainId: page.domainId,
    slug: page.slug,
    userId,
    at,
  });
}

/**
 * Runs after every save, so only the save that has just dropped out of the most recent RECENT_SAVES_KEPT
 * needs deciding: it is kept as the latest of its hour and the older saves of that hour are deleted.
 * Everything but saves (publish, unpublish, delete, restore, roles) is kept.
 */
async function thinSaves(store: Store, pageId: string): Promise<void> {
  const versions = store.collection('pageVersions');
  const [leaving] = await versions.find(
    { pageId, action: 'save' },
    { sort: { at: -1 }, skip: RECENT_SAVES_KEPT, limit: 1, projection: { _id: 1, at: 1, action: 1 } },
  );
  if (!leaving || typeof leaving.at !== 'string') return;
  // ISO timestamps: the first 13 characters name the hour ('2025-01-31T09').
  const hourStart = `${leaving.at.slice(0, 13)}:00:00.000Z`;
  await versions.delete({ pageId, action: 'save', at: { $gte: hourStart, $lt: leaving.at } }, { multi: true });
}

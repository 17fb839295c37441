import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import type { Page } from './schemas';

export type PageAction = 'save' | 'publish' | 'unpublish' | 'delete';

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
  await store.collection('auditLog').insert({
    _id: crypto.randomUUID(),
    action: `page.${action}`,
    target: page._id,
    domainId: page.domainId,
    slug: page.slug,
    userId,
    at,
  });
}

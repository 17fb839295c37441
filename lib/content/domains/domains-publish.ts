import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { auditDomain, domainState, findDomainOrThrow, listDomains, replaceDomain, serialiseDomainWrites, versionOfDomain, type DomainState } from './domains';
import type { Domain } from '../schemas';

export const DEFAULT_DOMAIN_STAYS_PUBLISHED =
  'The default domain cannot be unpublished: it serves localhost and the site address (SITE_URL), including the sign-in page.';

/**
 * config/publishDomain and config/unpublishDomain. Visitors get an unpublished domain's pages as 'not found'.
 * Answers `changed: false` (and writes nothing) when the domain already was in that state.
 */
export function setDomainPublished(store: Store, domainId: string, published: boolean, userId: string, now: Date): Promise<{ domain: DomainState; changed: boolean }> {
  return serialiseDomainWrites(async () => {
    const existing = findDomainOrThrow(await listDomains(store), domainId);
    if (!published && existing.isDefault) throw new AppError('invalid_input', DEFAULT_DOMAIN_STAYS_PUBLISHED);
    if (existing.published === published) return { domain: domainState(existing), changed: false };
    const at = now.toISOString();
    const next: Domain = { ...existing, published, version: versionOfDomain(existing) + 1, updatedAt: at };
    await replaceDomain(store, existing, next);
    await auditDomain(store, published ? 'publish' : 'unpublish', next, userId, at);
    return { domain: domainState(next), changed: true };
  });
}

import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError, staleVersion } from '@/lib/errors';
import { auditDomain, domainState, findDomainOrThrow, listDomains, replaceDomain, serialiseDomainWrites, STALE_DOMAIN_MESSAGE, versionOfDomain, type DomainState } from './domains';
import type { SavedDomain } from './domains-input';
import type { Domain } from '../schemas';

/** Refuses (400) a host name another domain lists: a visitor's host must lead to one site only. */
export function checkHostnamesFree(domains: readonly Domain[], domainId: string | undefined, hostnames: readonly string[]): void {
  for (const hostname of hostnames) {
    const other = domains.find((d) => d._id !== domainId && d.hostnames.includes(hostname));
    if (other) {
      const message = `The host name ${hostname} is already used by the domain '${other.name}'. Remove it there first, or make this domain active on it.`;
      throw new AppError('invalid_input', message, { hostnames: message });
    }
  }
}

/**
 * config/saveDomain: without an _id, creates a new domain (unpublished, not the default, with a server-made id);
 * with one, changes its name and host names, if it is still at the version the editor loaded.
 */
export function saveDomain(store: Store, input: SavedDomain, userId: string, now: Date): Promise<DomainState> {
  return serialiseDomainWrites(async () => {
    const domains = await listDomains(store);
    const at = now.toISOString();
    const existing = input._id === undefined ? null : findDomainOrThrow(domains, input._id);
    if (existing && versionOfDomain(existing) !== input.version) throw staleVersion(STALE_DOMAIN_MESSAGE);
    checkHostnamesFree(domains, existing?._id, input.hostnames);
    let saved: Domain;
    if (existing) {
      saved = { ...existing, name: input.name, hostnames: input.hostnames, version: versionOfDomain(existing) + 1, updatedAt: at };
      await replaceDomain(store, existing, saved);
    } else {
      saved = { _id: crypto.randomUUID(), name: input.name, hostnames: input.hostnames, published: false, isDefault: false, version: 1, updatedAt: at };
      await store.collection<Domain>('domains').insert(saved);
    }
    await auditDomain(store, 'save', saved, userId, at, existing ? {} : { created: true });
    return domainState(saved);
  });
}

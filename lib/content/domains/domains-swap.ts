import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { domainForHostname } from './domain-for-hostname';
import { auditDomain, domainState, findDomainOrThrow, listDomains, replaceDomain, serialiseDomainWrites, versionOfDomain, type DomainState } from './domains';
import { HOSTNAMES_LIMIT } from './domains-input';
import type { Domain } from '../schemas';
import { siteHostname } from './site-origin';

export const PUBLISH_BEFORE_SWAP = 'Publish this domain before making it active.';

export type SwapResult = { newDomain: DomainState; oldDomain: DomainState | null; changed: boolean };

/**
 * config/swapActiveDomain: `hostname` moves from the domain serving it now (oldDomain: by the visitors' rule, so
 * possibly the default domain serving localhost without listing it, or none) to the given domain (newDomain),
 * which must be published. A domain that already serves the host answers as both and changes nothing.
 */
export function swapActiveDomain(store: Store, domainId: string, hostname: string, userId: string, now: Date): Promise<SwapResult> {
  return serialiseDomainWrites(async () => {
    const domains = await listDomains(store);
    const target = findDomainOrThrow(domains, domainId);
    if (!target.published) throw new AppError('invalid_input', PUBLISH_BEFORE_SWAP);
    const current = domainForHostname(domains, hostname, siteHostname());
    if (current?._id === target._id) return { newDomain: domainState(target), oldDomain: domainState(target), changed: false };
    const listed = target.hostnames.includes(hostname);
    if (!listed && target.hostnames.length >= HOSTNAMES_LIMIT) {
      throw new AppError('invalid_input', `${target.name} already has ${HOSTNAMES_LIMIT} host names, the most a domain can have. Remove one first.`);
    }

    const at = now.toISOString();
    // The old domain lets go of the name first: for the moment between the two writes, the host is served as if
    // nobody listed it, never by two domains at once.
    let oldDomain: Domain | null = current;
    if (current && current.hostnames.includes(hostname)) {
      oldDomain = { ...current, hostnames: current.hostnames.filter((h) => h !== hostname), version: versionOfDomain(current) + 1, updatedAt: at };
      await replaceDomain(store, current, oldDomain);
    }
    const newDomain: Domain = { ...target, hostnames: listed ? target.hostnames : [...target.hostnames, hostname], version: versionOfDomain(target) + 1, updatedAt: at };
    try {
      await replaceDomain(store, target, newDomain);
    } catch (error) {
      // Changed meanwhile by another server: give the name back, so a refused swap leaves both as they were.
      if (oldDomain !== current && current) await store.collection<Domain>('domains').replace({ _id: current._id, version: oldDomain!.version }, current);
      throw error;
    }
    await auditDomain(store, 'swap', newDomain, userId, at, { hostname, from: current?._id ?? null });
    return { newDomain: domainState(newDomain), oldDomain: oldDomain && domainState(oldDomain), changed: true };
  });
}

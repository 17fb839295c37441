import 'server-only';
import type { Store } from '@/lib/db/port';
import { domainForHostname } from './domain-for-hostname';
import { siteHostname } from './site-origin';

export type ServingDomain = { _id: string; hostnames?: string[]; isDefault?: boolean; published?: boolean };

/** Every domain as the host rule needs it (no names, versions or dates). */
export const listDomainsForHosts = (store: Store) =>
  store.collection('domains').find({}, { projection: { hostnames: 1, isDefault: 1, published: 1 } }) as Promise<ServingDomain[]>;

/** The domain serving a host name (already cleaned), by the rule of domainForHostname; null when none does. */
export async function domainServing(store: Store, hostname: string): Promise<ServingDomain | null> {
  return domainForHostname(await listDomainsForHosts(store), hostname, siteHostname());
}

import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
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

/**
 * The domain a call is about: the one it names, or (SPEC.md §7 lists some calls' parameters without one) the domain
 * serving the host name the request was sent to. 404 when it names none and none serves the host.
 */
export async function domainIdFor(store: Store, hostname: string, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const serving = await domainServing(store, hostname);
  if (!serving) throw new AppError('not_found', 'No site is served at this address.');
  return serving._id;
}

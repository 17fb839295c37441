import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from './cache-tags';
import { domainForHostname } from './domain-for-hostname';
import type { Domain } from './schemas';
import { siteHostname } from './site-origin';

/** What a visitor request needs to know of its domain. */
export type ResolvedDomain = { _id: string; published: boolean };

/**
 * The domain serving a hostname (already cleaned: see cleanHostname), by the rule of domainForHostname. Null when
 * none does; `published: false` when an unpublished domain lists it: visitors get 'not found' there, while the
 * layout still lets staff sign in and build the site. Cached per hostname until any domain changes.
 */
export async function resolveDomain(hostname: string): Promise<ResolvedDomain | null> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.domains());
  const domains = await (await getStore()).collection<Domain>('domains').find({}, { projection: { hostnames: 1, isDefault: 1, published: 1 } });
  const domain = domainForHostname(domains, hostname, siteHostname());
  return domain ? { _id: domain._id, published: domain.published === true } : null;
}

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from '../cache-tags';
import { domainServing } from './domain-serving';

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
  const domain = await domainServing(await getStore(), hostname);
  return domain ? { _id: domain._id, published: domain.published === true } : null;
}

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '@/lib/content/cache-tags';

/**
 * A value that changes whenever a page of the domain is published, unpublished or deleted: made anew after every
 * invalidation of the domain's `sitemap:<domain>` tag, the tag every list of its published pages carries. With
 * REDIS_URL the cached value and its invalidation are shared, so every server's search index follows a publish made
 * on any of them at its next search (lib/search/site-search.ts).
 */
export async function publishedGeneration(domainId: string): Promise<string> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.sitemap(domainId));
  return `${Date.now().toString(36)}-${crypto.randomUUID()}`;
}

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from '../cache-tags';

export type SitemapRow = { slug: string; lastPublished: string | null; frequency: string; priority: number };

/** Published pages of a domain for sitemap.xml: addresses and dates only. */
export async function listPublishedPages(domainId: string): Promise<SitemapRow[]> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.sitemap(domainId));
  const docs = await (await getStore())
    .collection('publishedPages')
    .find({ domainId }, { sort: { slug: 1 }, projection: { slug: 1, lastPublished: 1, frequency: 1, priority: 1 } });
  return docs.map((d) => ({
    slug: String(d.slug ?? ''),
    lastPublished: typeof d.lastPublished === 'string' ? d.lastPublished : null,
    frequency: typeof d.frequency === 'string' ? d.frequency : 'monthly',
    priority: typeof d.priority === 'number' ? d.priority : 0.5,
  }));
}

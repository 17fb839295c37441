import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from '../cache-tags';
import { PageSchema, type Page } from '../schemas';
import { log } from '@/lib/log';

/** What visitors see: only ever the published copy, never a working copy. */
export async function loadPublishedPage(domainId: string, slug: string): Promise<Page | null> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.page(domainId, slug));
  const doc = await (await getStore()).collection('publishedPages').findOne({ domainId, slug });
  if (!doc) return null;
  const parsed = PageSchema.safeParse(doc);
  if (!parsed.success) {
    log.error('page.unreadable', { domainId, slug, issues: parsed.error.issues.slice(0, 3) });
    return null;
  }
  return parsed.data;
}

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from './cache-tags';
import { FooterSchema, NavSchema, SiteSettingsSchema, type SiteChrome } from './schemas';

/** The published navigation, footer and settings of a domain, each with its own tag. */
export async function loadSiteChrome(domainId: string): Promise<SiteChrome> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.nav(domainId), cacheTags.footer(domainId), cacheTags.settings(domainId));
  const store = await getStore();
  const [nav, footer, settings] = await Promise.all([
    store.collection('site').findOne({ _id: `nav:${domainId}` }),
    store.collection('site').findOne({ _id: `footer:${domainId}` }),
    store.collection('siteSettings').findOne({ _id: `siteSettings:${domainId}` }),
  ]);
  // Stored data that no longer fits its schema falls back to empty, so the pages still render.
  return {
    nav: NavSchema.catch(NavSchema.parse({})).parse(nav?.published ?? {}),
    footer: FooterSchema.catch(FooterSchema.parse({})).parse(footer?.published ?? {}),
    settings: SiteSettingsSchema.catch(SiteSettingsSchema.parse({ domainId })).parse(settings?.published ?? { domainId }),
  };
}

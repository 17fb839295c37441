import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from './cache-tags';
import { FooterSchema, NavSchema, SiteSettingsSchema, type SiteChrome } from './schemas';

const emptyLink = { type: 'page' as const, href: '/', text: '' };

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
  return {
    nav: NavSchema.catch({ tierOneItems: [], donate: emptyLink, crisis: emptyLink, emergency: emptyLink }).parse(nav?.published ?? {}),
    footer: FooterSchema.catch(FooterSchema.parse({
      privacy: emptyLink, events: emptyLink, services: emptyLink, about: emptyLink, contact: emptyLink,
      facebook: emptyLink, instagram: emptyLink, youtube: emptyLink,
    })).parse(footer?.published ?? {}),
    settings: SiteSettingsSchema.catch({ ...SiteSettingsSchema.parse({ domainId }) }).parse(settings?.published ?? { domainId }),
  };
}

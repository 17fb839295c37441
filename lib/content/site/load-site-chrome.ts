import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from '../cache-tags';
import { withImageRevisions } from '@/lib/images/image-revisions';
import type { Store } from '@/lib/db/port';
import { FooterSchema, NavSchema, SiteSettingsSchema, type SiteChrome } from '../schemas';

/** The published navigation, footer and settings of a domain, each with its own tag. */
export async function loadSiteChrome(domainId: string): Promise<SiteChrome> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.nav(domainId), cacheTags.footer(domainId), cacheTags.settings(domainId));
  // Replaced pictures (the footer's flags, the social cards) at their new addresses.
  return withImageRevisions(await readSiteChrome(await getStore(), domainId));
}

/** The published navigation, footer and settings of a domain as stored, uncached (an API call reads its own store). */
export async function readSiteChrome(store: Store, domainId: string): Promise<SiteChrome> {
  const [nav, footer, settings] = await Promise.all([
    store.collection('site').findOne({ _id: `nav:${domainId}` }),
    store.collection('site').findOne({ _id: `footer:${domainId}` }),
    store.collection('siteSettings').findOne({ _id: `siteSettings:${domainId}` }),
  ]);
  // Stored data that no longer fits its schema falls back to empty, so the pages still render.
  const empty = emptySiteChrome(domainId);
  return {
    nav: NavSchema.catch(empty.nav).parse(nav?.published ?? {}),
    footer: FooterSchema.catch(empty.footer).parse(footer?.published ?? {}),
    settings: SiteSettingsSchema.catch(empty.settings).parse(settings?.published ?? { domainId }),
  };
}

/**
 * Navigation, footer and settings with nothing in them (the schemas' defaults): the frame of an unpublished
 * domain, which must show a visitor nothing of the site being built there.
 */
export function emptySiteChrome(domainId: string): SiteChrome {
  return { nav: NavSchema.parse({}), footer: FooterSchema.parse({}), settings: SiteSettingsSchema.parse({ domainId }) };
}

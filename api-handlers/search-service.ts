import 'server-only';
// The site search bound to this site: its blocks' text (components/blocks/search-text.ts), the pages' cache tag for
// freshness, the published navigation and settings, and the site's calendar. The search call and the search page
// (app/sites/[host]/search) both answer through it.
import type { Store } from '@/lib/db/port';
import type { SiteChrome } from '@/lib/content/schemas';
import { env } from '@/lib/config/env';
import { formatInTimeZone } from '@/lib/dates/time-zone';
import { readSiteChrome } from '@/lib/content/site/load-site-chrome';
import { publishedGeneration } from '@/lib/search/published-generation';
import { searchIndexOf, searchSite, type SearchAnswer, type SearchRequest } from '@/lib/search/site-search';
import { pageSearchText } from '@/components/blocks/search-text';

export async function searchPublishedSite(store: Store, domainId: string, request: SearchRequest, now: Date, chrome?: Pick<SiteChrome, 'nav' | 'settings'>): Promise<SearchAnswer> {
  const [generation, { nav, settings }] = await Promise.all([publishedGeneration(domainId), chrome ?? readSiteChrome(store, domainId)]);
  return searchSite(store, domainId, request, {
    nav,
    settings,
    today: formatInTimeZone(now, 'yyyy-MM-dd', env().SITE_TIME_ZONE),
    textOf: pageSearchText,
    generation,
    now,
  });
}

/**
 * Builds the search index of every published domain from the store, once the server has started: the first
 * search then only checks it is current. Runs in the background; a search arriving first waits for it.
 */
export async function warmSearchIndexes(store: Store): Promise<void> {
  const domains = await store.collection('domains').find({ published: true }, { projection: { _id: 1 } });
  for (const domain of domains) await searchIndexOf(store, String(domain._id), pageSearchText, null);
}

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import { cacheTags } from '@/lib/content/cache-tags';
import type { TagCategory } from '@/lib/content/site/site-settings';
import { filterListInput } from '@/lib/hub/inputs';
import type { PageHubPreload } from '@/lib/hub/preload-types';
import { filterCategories, filterHub } from '@/lib/hub/query';
import { hubSorts, type HubFilterResult, type HubQuery } from '@/lib/hub/types';
import type { LoadServerData } from '../shared/server-data';
import { queryFromAddress } from './hub-address';

// The page of cards the visitor's address asks for (the first, unfiltered, unless it names filters, an order or a
// page) and the hub's filter categories, loaded while the server renders the visitor's page and cached with it,
// so the cards are in the HTML before any script runs, and a filtered hub works as a plain form without script.
// Publishing, unpublishing or deleting any page of the domain invalidates the `sitemap:<domain>` tag and with it
// these lists.

async function hubPage(domainId: string, hubFilters: string[], query: HubQuery): Promise<HubFilterResult> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.sitemap(domainId));
  return filterHub(await getStore(), { domainId, pageIndex: query.page, hubFilters, userFilters: query.filters, sortBy: query.sort });
}

async function hubCategories(domainId: string, sideFilters: string[]): Promise<TagCategory[]> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.settings(domainId));
  return filterCategories(await getStore(), domainId, sideFilters);
}

// Stored blocks were checked when saved; this only makes sure nothing unexpected reaches a store filter.
const HubFields = z.object({
  hubFilters: filterListInput.catch([]),
  sideFiltersToShow: z.array(z.string().max(60)).max(30).catch([]),
  sortBy: z.enum(hubSorts).catch('a-z'),
});

export const loadServerData: LoadServerData = async (component, { domainId, search, firstOfItsKind }) => {
  const hub = HubFields.safeParse(component);
  if (!hub.success) return undefined;
  const { hubFilters, sideFiltersToShow, sortBy } = hub.data;
  const first: HubQuery = { filters: [], sort: sortBy, page: 0 };
  // Only the first hub on a page keeps its state in the address, as in the browser (hub-live.tsx).
  const asked = firstOfItsKind ? queryFromAddress(search, { sort: sortBy, categories: sideFiltersToShow }) : first;
  const [found, categories] = await Promise.all([hubPage(domainId, hubFilters, asked), hubCategories(domainId, sideFiltersToShow)]);
  // An address past the last page (results have gone since it was shared) shows the first page instead.
  const pastTheEnd = found.pages.length === 0 && found.count > 0 && asked.page > 0;
  const query = pastTheEnd ? { ...asked, page: 0 } : asked;
  const result = pastTheEnd ? await hubPage(domainId, hubFilters, query) : found;
  // The result also travels to the browser in the live hub's props: the pages' contents, which no card shows
  // (hub/filter answers them, SPEC.md §3), stay behind.
  const cards = { ...result, pages: result.pages.map((page) => ({ ...page, contents: [] })) };
  return { domainId, result: cards, categories, query } satisfies PageHubPreload;
};

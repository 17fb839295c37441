import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import { cacheTags } from '@/lib/content/cache-tags';
import type { TagCategory } from '@/lib/content/site/site-settings';
import { filterListInput } from '@/lib/hub/inputs';
import type { PageHubPreload } from '@/lib/hub/preload-types';
import { filterCategories, filterHub } from '@/lib/hub/query';
import { hubSorts, type HubFilterResult, type HubSort } from '@/lib/hub/types';
import type { LoadServerData } from '../shared/server-data';

// The hub's first page of cards and its filter categories, loaded while the server renders the visitor's page and
// cached with it, so the cards are in the HTML before any script runs. Publishing, unpublishing or deleting any
// page of the domain invalidates the `sitemap:<domain>` tag and with it this list.

async function hubFirstPage(domainId: string, hubFilters: string[], sortBy: HubSort): Promise<HubFilterResult> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.sitemap(domainId));
  return filterHub(await getStore(), { domainId, pageIndex: 0, hubFilters, userFilters: [], sortBy });
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

export const loadServerData: LoadServerData = async (component, { domainId }) => {
  const hub = HubFields.safeParse(component);
  if (!hub.success) return undefined;
  const { hubFilters, sideFiltersToShow, sortBy } = hub.data;
  const [result, categories] = await Promise.all([hubFirstPage(domainId, hubFilters, sortBy), hubCategories(domainId, sideFiltersToShow)]);
  return { domainId, result, categories } satisfies PageHubPreload;
};

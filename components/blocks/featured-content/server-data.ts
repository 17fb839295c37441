import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import { cacheTags } from '@/lib/content/cache-tags';
import { filterListInput } from '@/lib/hub/inputs';
import type { FeaturedContentPreload } from '@/lib/hub/preload-types';
import { filterListSelected } from '@/lib/hub/query';
import type { HubPageItem, TagFilter } from '@/lib/hub/types';
import type { LoadServerData } from '../shared/server-data';

// The three cards, loaded while the server renders the visitor's page and cached with it (invalidated with the
// domain's `sitemap:<domain>` tag), so they are in the HTML before any script runs.

async function featuredPages(domainId: string, tagFilter: TagFilter, pageId: string): Promise<HubPageItem[]> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.sitemap(domainId));
  return filterListSelected(await getStore(), domainId, tagFilter, pageId);
}

// Stored blocks were checked when saved; this only makes sure nothing unexpected reaches a store filter.
const FeaturedFields = z.object({
  tagFilter: z
    .object({
      include: filterListInput.catch([]),
      exclude: filterListInput.catch([]),
      selected: z.array(z.string().max(100)).max(3).catch([]),
    })
    .catch({ include: [], exclude: [], selected: [] }),
});

export const loadServerData: LoadServerData = async (component, { domainId, pageId }) => {
  const featured = FeaturedFields.safeParse(component);
  if (!featured.success) return undefined;
  const pages = await featuredPages(domainId, { ...featured.data.tagFilter, limit: 3 }, pageId);
  return { domainId, pages } satisfies FeaturedContentPreload;
};

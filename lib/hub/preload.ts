import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { getStore } from '@/lib/db';
import { cacheTags } from '@/lib/content/cache-tags';
import { findCrisisContact, type EmergencyContactPreload } from '@/lib/content/crisis-contacts';
import { loadCrisisContacts } from '@/lib/content/load-crisis-contacts';
import type { CrisisContact } from '@/lib/content/schemas';
import type { TagCategory } from '@/lib/content/site-settings';
import { filterListInput } from './inputs';
import { filterCategories, filterHub, filterListSelected } from './query';
import type { FeaturedContentPreload, PageHubPreload } from './preload-types';
import { hubSorts, type HubFilterResult, type HubPageItem, type HubSort, type TagFilter } from './types';

// What the hub and featured content blocks show first, loaded while the server renders the visitor's page
// (and cached with it), so the cards are in the HTML before any script runs. Publishing, unpublishing or
// deleting any page of the domain invalidates the `sitemap:<domain>` tag and with it these lists.

export type { FeaturedContentPreload, PageHubPreload } from './preload-types';

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

async function featuredPages(domainId: string, tagFilter: TagFilter, pageId: string): Promise<HubPageItem[]> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.sitemap(domainId));
  return filterListSelected(await getStore(), domainId, tagFilter, pageId);
}

// Stored blocks were checked when saved; these only make sure nothing unexpected reaches a store filter.
const PageHubFields = z.object({
  key: z.string(),
  hubFilters: filterListInput.catch([]),
  sideFiltersToShow: z.array(z.string().max(60)).max(30).catch([]),
  sortBy: z.enum(hubSorts).catch('a-z'),
});
const FeaturedFields = z.object({
  key: z.string(),
  tagFilter: z
    .object({
      include: filterListInput.catch([]),
      exclude: filterListInput.catch([]),
      selected: z.array(z.string().max(100)).max(3).catch([]),
    })
    .catch({ include: [], exclude: [], selected: [] }),
});

/** Every component in a page's contents, nested ones included (split content columns, panels, areas). */
function* componentsIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 12 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* componentsIn(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.componentType === 'string') yield record;
  for (const child of Object.values(record)) if (child && typeof child === 'object') yield* componentsIn(child, depth + 1);
}

function emergencyContactPreload(contacts: CrisisContact[], contactId: string): EmergencyContactPreload | undefined {
  const contact = findCrisisContact(contacts, contactId);
  return contact ? { contact } : undefined;
}

/** The data of each hub, featured content and register-linked EmergencyContact block on a published page, by component key. */
export async function preloadBlockData(domainId: string, page: { _id: string; contents: readonly unknown[] }): Promise<Record<string, unknown>> {
  const entries: Promise<[string, unknown]>[] = [];
  for (const component of componentsIn(page.contents)) {
    if (component.componentType === 'PageHub') {
      const hub = PageHubFields.safeParse(component);
      if (!hub.success) continue;
      const { key, hubFilters, sideFiltersToShow, sortBy } = hub.data;
      entries.push(
        Promise.all([hubFirstPage(domainId, hubFilters, sortBy), hubCategories(domainId, sideFiltersToShow)]).then(([result, categories]) => [
          key,
          { domainId, result, categories } satisfies PageHubPreload,
        ]),
      );
    } else if (component.componentType === 'EmergencyContact' && typeof component.contactId === 'string' && component.contactId) {
      // The register's number, in the HTML; an id the published register lacks leaves the typed number.
      const contactId = component.contactId;
      entries.push(loadCrisisContacts(domainId).then((contacts) => [String(component.key), emergencyContactPreload(contacts, contactId)]));
    } else if (component.componentType === 'FeaturedContent') {
      const featured = FeaturedFields.safeParse(component);
      if (!featured.success) continue;
      const { key, tagFilter } = featured.data;
      entries.push(featuredPages(domainId, { ...tagFilter, limit: 3 }, page._id).then((pages) => [key, { domainId, pages } satisfies FeaturedContentPreload]));
    }
  }
  return Object.fromEntries(await Promise.all(entries));
}

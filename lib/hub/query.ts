import 'server-only';
import type { Filter, Sort, Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { AuthUser } from '@/lib/auth/roles';
import { domainForHostname } from '@/lib/content/domains/domain-for-hostname';
import { listDomainsForHosts } from '@/lib/content/domains/domain-serving';
import { siteHostname } from '@/lib/content/domains/site-origin';
import { categoriesDocId, TagCategorySchema, type TagCategory } from '@/lib/content/site/site-settings';
import { groupFilters, sortCategories } from './tags';
import { FEATURED_CARDS, HUB_ITEM_CONTENT_TYPES, HUB_PAGE_SIZE, type HubFilterResult, type HubPageItem, type HubSort, type TagFilter } from './types';

// The hub's queries (SPEC.md §7): answered by the store with the tag and sort-key indexes, never by reading
// every page into memory, and only ever from `publishedPages` with the fields a card needs.

const ITEM_PROJECTION = { _id: 1, slug: 1, header: 1, tags: 1, contents: 1 } as const;

const SORTS: Record<HubSort, Sort> = {
  desc: { 'listing.date': -1, 'listing.title': 1, slug: 1 },
  asc: { 'listing.date': 1, 'listing.title': 1, slug: 1 },
  'a-z': { 'listing.title': 1, slug: 1 },
  'z-a': { 'listing.title': -1, slug: -1 },
};

/**
 * The store filter for several filter lists: within a list, any value of a category and every category;
 * the lists themselves are all required (a visitor's filter narrows the hub's base filters, never widens them).
 */
export function tagClause(...lists: readonly (readonly string[])[]): Filter {
  const groups = lists.flatMap((list) => [...groupFilters(list).values()]);
  if (groups.length === 0) return {};
  // The first group stays at the top level, where the embedded store's index on tags can answer it.
  const [first, ...rest] = groups;
  return rest.length ? { tags: { $in: first }, $and: rest.map((group) => ({ tags: { $in: group } })) } : { tags: { $in: first } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A published page as the card gets it: nothing else leaves the store (SPEC.md §3 hub page item). */
export function hubItem(doc: Record<string, unknown>): HubPageItem {
  const header = (doc.header && typeof doc.header === 'object' ? doc.header : {}) as Record<string, unknown>;
  const contents = Array.isArray(doc.contents) ? doc.contents : [];
  return {
    _id: text(doc._id),
    slug: text(doc.slug),
    header: {
      title: text(header.title),
      description: text(header.description),
      ...(text(header.startDate) ? { startDate: text(header.startDate) } : {}),
      ...(text(header.endDate) ? { endDate: text(header.endDate) } : {}),
    },
    tags: Array.isArray(doc.tags) ? doc.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    contents: contents.filter(
      (item): item is HubPageItem['contents'][number] =>
        !!item && typeof item === 'object' && (HUB_ITEM_CONTENT_TYPES as readonly string[]).includes((item as { componentType?: unknown }).componentType as string),
    ),
  };
}

export type HubFilterQuery = { domainId: string; pageIndex: number; hubFilters: readonly string[]; userFilters: readonly string[]; sortBy: HubSort };

/** One page of hub results (HUB_PAGE_SIZE cards), how many match, and how many the base filters alone match. */
export async function filterHub(store: Store, query: HubFilterQuery): Promise<HubFilterResult> {
  const pages = store.collection('publishedPages');
  const filter = { domainId: query.domainId, ...tagClause(query.hubFilters, query.userFilters) };
  const hasUserFilters = groupFilters(query.userFilters).size > 0;
  const [{ docs, total }, allOtherPages] = await Promise.all([
    pages.findPage(filter, { sort: SORTS[query.sortBy], skip: query.pageIndex * HUB_PAGE_SIZE, limit: HUB_PAGE_SIZE, projection: { ...ITEM_PROJECTION } }),
    hasUserFilters ? pages.count({ domainId: query.domainId, ...tagClause(query.hubFilters) }) : undefined,
  ]);
  return { pages: docs.map(hubItem), count: total, allOtherPages: allOtherPages ?? total };
}

/** The domain's published tag categories, each category's values in filter order (SPEC.md §4). */
export async function publishedCategories(store: Store, domainId: string): Promise<TagCategory[]> {
  const doc = await store.collection('siteSettings').findOne({ _id: categoriesDocId(domainId) });
  const categories = (Array.isArray(doc?.published) ? doc.published : []).flatMap((value: unknown) => {
    const parsed = TagCategorySchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return sortCategories(categories);
}

/** The categories a hub offers visitors, in the order the block lists them; unknown ids are left out. */
export async function filterCategories(store: Store, domainId: string, sideFilters: readonly string[]): Promise<TagCategory[]> {
  const categories = await publishedCategories(store, domainId);
  return sideFilters.flatMap((id) => categories.filter((category) => category.id === id));
}

/** How many pages past the include filter are read at a time while leaving out the excluded ones. */
const EXCLUDE_BATCH = 24;
const EXCLUDE_BATCHES = 5;

/**
 * Featured content (SPEC.md §7 tags/filterListSelected): the selected pages first, in their order, then pages
 * matching the include filter and carrying none of the exclude tags, newest first; at most 3 and never the
 * page showing them. Without include tags only the selected pages are shown.
 */
export async function filterListSelected(store: Store, domainId: string, tagFilter: TagFilter, currentPageId?: string): Promise<HubPageItem[]> {
  const pages = store.collection('publishedPages');
  const limit = Math.min(tagFilter.limit, FEATURED_CARDS);
  const selectedIds = [...new Set(tagFilter.selected)].filter((id) => id !== currentPageId);
  const selectedDocs = selectedIds.length
    ? await pages.find({ domainId, _id: { $in: selectedIds } }, { projection: { ...ITEM_PROJECTION } })
    : [];
  const chosen = selectedIds.flatMap((id) => selectedDocs.filter((doc) => doc._id === id)).slice(0, limit).map(hubItem);
  if (chosen.length >= limit || groupFilters(tagFilter.include).size === 0) return chosen;

  const excluded = new Set(tagFilter.exclude);
  const skipIds = [...chosen.map((page) => page._id), ...(currentPageId ? [currentPageId] : [])];
  const filter = { domainId, ...tagClause(tagFilter.include), ...(skipIds.length ? { _id: { $nin: skipIds } } : {}) };
  for (let batch = 0; batch < EXCLUDE_BATCHES && chosen.length < limit; batch += 1) {
    const docs = await pages.find(filter, { sort: SORTS.desc, skip: batch * EXCLUDE_BATCH, limit: EXCLUDE_BATCH, projection: { ...ITEM_PROJECTION } });
    for (const doc of docs) {
      const item = hubItem(doc);
      if (chosen.length < limit && !item.tags.some((tag) => excluded.has(tag))) chosen.push(item);
    }
    if (docs.length < EXCLUDE_BATCH) break;
  }
  return chosen;
}

/**
 * The domain a public hub call reads: visitors may only read the published domain serving the address they
 * asked (anything else is 'not found'); signed-in staff may read any domain, as the editor can switch domains.
 */
export async function hubDomain(store: Store, requested: string, hostname: string, user: AuthUser | null): Promise<string> {
  const domains = await listDomainsForHosts(store);
  if (user) {
    if (domains.some((domain) => domain._id === requested)) return requested;
  } else {
    const domain = domainForHostname(domains, hostname, siteHostname());
    if (domain && domain.published === true && domain._id === requested) return requested;
  }
  throw new AppError('not_found', 'There is no such site here.');
}

// The hub's state in the page address (?filter=Location%3AAdelaide&filter=…&sort=z-a&page=2), so the back button
// works and a filtered hub can be shared. Pure: the live hub reads and writes window.location with these.
import { parseTag } from '@/lib/hub/tags';
import { HUB_ADDRESS, HUB_MAX_FILTERS, HUB_MAX_PAGE_INDEX, isHubSort, type HubQuery, type HubSort } from '@/lib/hub/types';

export type { HubQuery };

const { filter: FILTER, sort: SORT, page: PAGE } = HUB_ADDRESS;

/** Whether the address says anything about the hub (then its code loads at once, to show that state). */
export function hasHubAddress(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(FILTER) || params.has(SORT) || params.has(PAGE);
}

/**
 * The hub state an address asks for. Only well-formed filters of the categories the hub offers count (a visitor
 * could not see or clear any other); an unknown sort or a page that is not a positive whole number is ignored.
 */
export function queryFromAddress(search: string, defaults: { sort: HubSort; categories: readonly string[] }): HubQuery {
  const params = new URLSearchParams(search);
  const filters: string[] = [];
  for (const filter of params.getAll(FILTER)) {
    const tag = parseTag(filter);
    if (tag && defaults.categories.includes(tag.category) && !filters.includes(filter)) filters.push(filter);
  }
  const sort = params.get(SORT);
  const page = Number(params.get(PAGE));
  return {
    filters: filters.slice(0, HUB_MAX_FILTERS),
    sort: isHubSort(sort) ? sort : defaults.sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page - 1, HUB_MAX_PAGE_INDEX) : 0,
  };
}

/**
 * The address's query string for `query`, keeping any other parameters: the hub's own are left out at their
 * defaults, so an unfiltered hub keeps a clean address.
 */
export function searchFor(query: HubQuery, defaultSort: HubSort, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(FILTER);
  params.delete(SORT);
  params.delete(PAGE);
  for (const filter of query.filters) params.append(FILTER, filter);
  if (query.sort !== defaultSort) params.set(SORT, query.sort);
  if (query.page > 0) params.set(PAGE, String(query.page + 1));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const sameFilters = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((filter) => b.includes(filter));

export const sameQuery = (a: HubQuery, b: HubQuery) => a.sort === b.sort && a.page === b.page && sameFilters(a.filters, b.filters);

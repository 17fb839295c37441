// A hub's state from a visitor's address (?filter=…&sort=…&page=…) carried in the path the site renders, so that
// a filtered hub is a page of its own, rendered on the server and cached like any other, without the page ever
// reading the query string (which would make every visitor page uncacheable). The proxy turns
//   /events?filter=Location%3AAdelaide&sort=z-a&page=2
// into /~hub/z-a/2/1/<Location:Adelaide in base64url>/events, and the page route reads it back from its slug.
// Any order and repetition of the same filters gives one path; what can never be a hub's state is left out.
import { parseTag } from './tags';
import { HUB_ADDRESS, HUB_MAX_FILTERS, HUB_MAX_PAGE_INDEX, isHubSort } from './types';

export const HUB_STATE_PART = '~hub';

const { filter: FILTER, sort: SORT, page: PAGE } = HUB_ADDRESS;
const MAX_PAGE = HUB_MAX_PAGE_INDEX + 1;
/** One path part stays well inside what a file name may hold (the page cache keeps pages on disk). */
const MAX_PART = 240;
const DEFAULT_SORT = '-';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (part: string) => Buffer.from(part, 'base64url').toString('utf8');

/**
 * The path prefix that carries the hub state of `search` ('/~hub/<sort>/<page>/<count>/<filter>…'), or null when
 * the query holds none worth rendering (no filter, sort or page a hub could use).
 */
export function hubStatePrefix(search: string): string | null {
  const params = new URLSearchParams(search);
  const filters = [...new Set(params.getAll(FILTER))]
    .filter((filter) => parseTag(filter) !== null)
    .map(encode)
    .filter((part) => part.length <= MAX_PART)
    .sort()
    .slice(0, HUB_MAX_FILTERS);
  const sort = params.get(SORT);
  const page = Number(params.get(PAGE));
  const pageNumber = Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
  if (filters.length === 0 && !isHubSort(sort) && pageNumber === 1) return null;
  return `/${[HUB_STATE_PART, isHubSort(sort) ? sort : DEFAULT_SORT, pageNumber, filters.length, ...filters].join('/')}`;
}

/**
 * Splits a page route's slug into the page's own slug and the hub state in front of it, written back as the
 * query string the hub reads (hub-address.ts `queryFromAddress`); '' when there is none. A malformed state
 * prefix is no page at all (its slug starts with the reserved '~hub'): not found.
 */
export function splitHubState(slug: readonly string[]): { slug: string[]; search: string } {
  if (slug[0] !== HUB_STATE_PART) return { slug: [...slug], search: '' };
  const [, sort = '', page = '', countText = ''] = slug;
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 0 || count > HUB_MAX_FILTERS || slug.length < 4 + count) return { slug: [...slug], search: '' };
  const params = new URLSearchParams();
  for (const part of slug.slice(4, 4 + count)) {
    const filter = /^[A-Za-z0-9_-]+$/.test(part) ? decode(part) : '';
    if (parseTag(filter)) params.append(FILTER, filter);
  }
  if (isHubSort(sort)) params.set(SORT, sort);
  if (/^\d{1,5}$/.test(page) && Number(page) > 1) params.set(PAGE, page);
  return { slug: slug.slice(4 + count), search: params.toString() };
}

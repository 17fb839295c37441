// What the filter drawer holds and the `GET sitemap/filter` query it becomes.
import type { SitemapEntry } from '@/lib/content/pages/filter-sitemap';

export type { SitemapEntry };
export type SitemapAnswer = { sitemap: SitemapEntry[]; total: number };

/** The drawer's values as typed: an empty string is "no filter". */
export type SitemapFilters = {
  slug: string;
  pageType: string;
  freq: string;
  priority: string;
  publishableByYou: '' | 'true' | 'false';
  /** Days as a date input gives them (YYYY-MM-DD). */
  lastModFrom: string;
  lastModTo: string;
};

export const noFilters: SitemapFilters = { slug: '', pageType: '', freq: '', priority: '', publishableByYou: '', lastModFrom: '', lastModTo: '' };

/** Typed into (text, number, date): sent once typing pauses. Choices from a list are sent at once. */
export const typedFilters = ['slug', 'priority', 'lastModFrom', 'lastModTo'] as const satisfies readonly (keyof SitemapFilters)[];

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The table shows local times, so a day chosen in the drawer is the editor's own day: its first and last
 * instant in local time, sent with their offset (the server accepts a day or an instant).
 */
export function dayBoundary(day: string, end: 'start' | 'end'): string | undefined {
  if (!isDay(day)) return undefined;
  const at = new Date(`${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The query for one page of the sitemap; filters left blank are not sent. */
export function sitemapQuery(domainId: string, filters: SitemapFilters, page: number, size: number): Record<string, string> {
  const query: Record<string, string> = { domainId, page: String(page), size: String(size) };
  const slug = filters.slug.trim();
  if (slug) query.slug = slug;
  if (filters.pageType) query.pageType = filters.pageType;
  if (filters.freq) query.freq = filters.freq;
  if (filters.priority.trim()) query.priority = filters.priority.trim();
  if (filters.publishableByYou) query.publishableByYou = filters.publishableByYou;
  const from = dayBoundary(filters.lastModFrom, 'start');
  if (from) query.lastModFrom = from;
  const to = dayBoundary(filters.lastModTo, 'end');
  if (to) query.lastModTo = to;
  return query;
}

/** Where a slug takes the editor: always a path from the site's root. */
export const slugPath = (slug: string) => (slug.startsWith('/') ? slug : `/${slug}`);

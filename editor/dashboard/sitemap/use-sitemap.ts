'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { DEFAULT_PAGE_SIZE } from './sitemap-labels';
import { noFilters, sitemapQuery, typedFilters, type SitemapAnswer, type SitemapFilters } from './sitemap-query';
import { useSettledFilters } from './use-settled-filters';

/**
 * The Sitemap tab's state: the drawer's filters, page size and page, and the rows the server answers for
 * them. Any change of filter or page size goes back to page 1; the rows shown stay until the next ones arrive.
 */
export function useSitemap(domainId: string) {
  const [filters, setFilters] = useState<SitemapFilters>(noFilters);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const settled = useSettledFilters(filters, typedFilters);
  // The page belongs to the filters and size it was chosen under: change either and it is page 1 again.
  const listKey = JSON.stringify([settled, size]);
  const [chosen, setChosen] = useState({ listKey, page: 1 });
  const page = chosen.listKey === listKey ? chosen.page : 1;

  const query = sitemapQuery(domainId, settled, page, size);
  const { data, error, isLoading } = useSWR(['sitemap/filter', JSON.stringify(query)] as const, () => callApi<SitemapAnswer>('sitemap/filter', { query }), {
    keepPreviousData: true,
  });

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  return {
    filters,
    setFilter: <K extends keyof SitemapFilters>(key: K, value: SitemapFilters[K]) => setFilters((now) => ({ ...now, [key]: value })),
    clearFilters: () => setFilters(noFilters),
    size,
    setSize,
    page,
    pages,
    setPage: (to: number) => setChosen({ listKey, page: Math.min(Math.max(1, to), pages) }),
    rows: data?.sitemap,
    total,
    loading: isLoading,
    error: error instanceof Error ? error.message : error ? String(error) : null,
  };
}

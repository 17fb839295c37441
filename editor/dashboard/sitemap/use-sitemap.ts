'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { usePaging } from '../../ui/paging';
import { PAGING_LABEL } from './sitemap-labels';
import { noFilters, sitemapQuery, typedFilters, type SitemapAnswer, type SitemapFilters } from './sitemap-query';
import { useSettledFilters } from './use-settled-filters';

/**
 * The Sitemap tab's state: the drawer's filters, page size and page, and the rows the server answers for
 * them. Any change of filter or page size goes back to page 1; the rows shown stay until the next ones arrive.
 */
export function useSitemap(domainId: string) {
  const [filters, setFilters] = useState<SitemapFilters>(noFilters);
  const settled = useSettledFilters(filters, typedFilters);
  const { page, size, control } = usePaging(JSON.stringify(settled));

  const query = sitemapQuery(domainId, settled, page, size);
  const { data, error, isLoading } = useSWR(['sitemap/filter', JSON.stringify(query)] as const, () => callApi<SitemapAnswer>('sitemap/filter', { query }), {
    keepPreviousData: true,
  });

  const total = data?.total ?? 0;
  return {
    filters,
    setFilter: <K extends keyof SitemapFilters>(key: K, value: SitemapFilters[K]) => setFilters((now) => ({ ...now, [key]: value })),
    clearFilters: () => setFilters(noFilters),
    paging: control(total, PAGING_LABEL),
    rows: data?.sitemap,
    total,
    loading: isLoading,
    error: error instanceof Error ? error.message : error ? String(error) : null,
  };
}

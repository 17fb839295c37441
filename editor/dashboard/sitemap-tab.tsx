'use client';

import { FilteredList } from '../ui/filtered-list';
import { ListBody } from '../ui/paging';
import { sitemapFilterFields } from './sitemap/filter-fields';
import { EMPTY_TEXT, LOADING_TEXT, pageCount } from './sitemap/sitemap-labels';
import { SitemapTable } from './sitemap/sitemap-table';
import { useSitemap } from './sitemap/use-sitemap';
import type { DashboardTabProps } from './tab-props';
import styles from '../ui/data-view.styles';

/**
 * The Sitemap tab (SPEC.md §2): every page of the domain (working copies, sorted by slug) in a paged table,
 * with a right-hand filter drawer. Clicking a slug leaves the dashboard for that page.
 */
export function SitemapTab({ domainId, onNavigate }: DashboardTabProps) {
  const sitemap = useSitemap(domainId);
  const { rows, error, loading } = sitemap;
  return (
    <div className={styles.view}>
      <FilteredList fields={sitemapFilterFields} list={sitemap} status={rows ? pageCount(sitemap.total) : ''} loading={loading} paging={sitemap.paging}>
        <ListBody error={error} rows={rows} loadingText={LOADING_TEXT} emptyText={EMPTY_TEXT}>
          <SitemapTable rows={rows ?? []} onNavigate={onNavigate} />
        </ListBody>
      </FilteredList>
    </div>
  );
}

'use client';

import { FilteredList } from '../ui/filtered-list';
import { sitemapFilterFields } from './sitemap/filter-fields';
import { EMPTY_TEXT, filterLabels, LOADING_TEXT, PAGING_LABEL, pageCount } from './sitemap/sitemap-labels';
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
      <FilteredList
        filtersLabel={filterLabels.drawer}
        clearLabel={filterLabels.clear}
        fields={sitemapFilterFields}
        filters={sitemap.filters}
        onFilter={sitemap.setFilter}
        onClear={sitemap.clearFilters}
        status={rows ? pageCount(sitemap.total) : ''}
        loading={loading}
        paging={{ page: sitemap.page, pages: sitemap.pages, size: sitemap.size, onPage: sitemap.setPage, onSize: sitemap.setSize, label: PAGING_LABEL }}
      >
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : rows ? (
          <>
            <div className={styles.tableScroll}>
              <SitemapTable rows={rows} onNavigate={onNavigate} />
            </div>
            {rows.length === 0 && <p className={styles.empty}>{EMPTY_TEXT}</p>}
          </>
        ) : (
          <p className={styles.hint}>{LOADING_TEXT}</p>
        )}
      </FilteredList>
    </div>
  );
}

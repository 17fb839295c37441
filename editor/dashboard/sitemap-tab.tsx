'use client';

import { useId, useState } from 'react';
import { FilterDrawer } from './sitemap/filter-drawer';
import { EMPTY_TEXT, filterLabels, LOADING_TEXT, pageCount } from './sitemap/sitemap-labels';
import { SitemapPaging } from './sitemap/sitemap-paging';
import { SitemapTable } from './sitemap/sitemap-table';
import { useSitemap } from './sitemap/use-sitemap';
import type { DashboardTabProps } from './tab-props';
import styles from './sitemap/sitemap.module.css';

/**
 * The Sitemap tab (SPEC.md §2): every page of the domain (working copies, sorted by slug) in a paged table,
 * with a right-hand filter drawer. Clicking a slug leaves the dashboard for that page.
 */
export function SitemapTab({ domainId, onNavigate }: DashboardTabProps) {
  const sitemap = useSitemap(domainId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const { rows, error, loading } = sitemap;
  return (
    <div className={styles.sitemap}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} aria-expanded={drawerOpen} aria-controls={drawerId} onClick={() => setDrawerOpen(!drawerOpen)}>
          {filterLabels.drawer}
        </button>
        <p role="status" className={styles.total}>
          {rows ? pageCount(sitemap.total) : ''}
        </p>
      </div>
      <div className={styles.layout}>
        <FilterDrawer id={drawerId} open={drawerOpen} filters={sitemap.filters} onChange={sitemap.setFilter} onClear={sitemap.clearFilters} />
        <div className={styles.results} aria-busy={loading}>
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
          <SitemapPaging page={sitemap.page} pages={sitemap.pages} size={sitemap.size} onPage={sitemap.setPage} onSize={sitemap.setSize} />
        </div>
      </div>
    </div>
  );
}

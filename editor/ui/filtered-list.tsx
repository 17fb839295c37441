'use client';
// The frame of the dashboard's filtered lists (Sitemap, Form Submissions): a toolbar with the Filters button and
// the count (announced as it changes), the filter drawer beside the results, and paging under them. The view
// renders its own results (the table, its empty and error messages) and any extra toolbar controls.
import { useId, useState, type ReactNode } from 'react';
import { FilterDrawer, type FilterField } from './filter-drawer';
import { PagedResults, type PagingProps } from './paging';
import styles from './data-view.styles';

/** SPEC.md §2's words for the drawer's button and its reset, the same on every filtered list. */
export const filteredListLabels = { drawer: 'Filters', clear: 'Clear Filters' } as const;

/** The filters a list is read with, as its hook keeps them. */
export type ListFilters<F> = {
  filters: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  clearFilters: () => void;
};

type Props<F> = {
  fields: readonly FilterField<F>[];
  list: ListFilters<F>;
  /** The count of what matches, or '' while unknown. */
  status: string;
  loading: boolean;
  paging: PagingProps;
  /** Controls after the Filters button (a checkbox), and after the count (an export button). */
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
  children: ReactNode;
};

export function FilteredList<F>({ fields, list, status, loading, paging, toolbarStart, toolbarEnd, children }: Props<F>) {
  const labels = filteredListLabels;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <button type="button" className={styles.button} aria-expanded={drawerOpen} aria-controls={drawerId} onClick={() => setDrawerOpen(!drawerOpen)}>
            {labels.drawer}
          </button>
          {toolbarStart}
        </div>
        <div className={styles.toolbarGroup}>
          <p role="status" className={styles.total}>
            {status}
          </p>
          {toolbarEnd}
        </div>
      </div>
      <div className={styles.layout}>
        <FilterDrawer id={drawerId} open={drawerOpen} title={labels.drawer} clearLabel={labels.clear} fields={fields} filters={list.filters} onChange={list.setFilter} onClear={list.clearFilters} />
        <PagedResults loading={loading} paging={paging}>
          {children}
        </PagedResults>
      </div>
    </>
  );
}

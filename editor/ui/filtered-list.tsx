'use client';
// The frame of the dashboard's filtered lists (Sitemap, Form Submissions): a toolbar with the Filters button and
// the count (announced as it changes), the filter drawer beside the results, and paging under them. The view
// renders its own results (the table, its empty and error messages) and any extra toolbar controls.
import { useId, useState, type ReactNode } from 'react';
import { FilterDrawer, type FilterField } from './filter-drawer';
import { Paging, type PagingProps } from './paging';
import styles from './data-view.styles';

type Props<F> = {
  filtersLabel: string;
  clearLabel: string;
  fields: readonly FilterField<F>[];
  filters: F;
  onFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  onClear: () => void;
  /** The count of what matches, or '' while unknown. */
  status: string;
  loading: boolean;
  paging: PagingProps;
  /** Controls after the Filters button (a checkbox), and after the count (an export button). */
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
  children: ReactNode;
};

export function FilteredList<F>({ filtersLabel, clearLabel, fields, filters, onFilter, onClear, status, loading, paging, toolbarStart, toolbarEnd, children }: Props<F>) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          <button type="button" className={styles.button} aria-expanded={drawerOpen} aria-controls={drawerId} onClick={() => setDrawerOpen(!drawerOpen)}>
            {filtersLabel}
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
        <FilterDrawer id={drawerId} open={drawerOpen} title={filtersLabel} clearLabel={clearLabel} fields={fields} filters={filters} onChange={onFilter} onClear={onClear} />
        <div className={styles.results} aria-busy={loading}>
          {children}
          <Paging {...paging} />
        </div>
      </div>
    </>
  );
}

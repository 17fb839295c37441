'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './data-view.styles';

export const pagingLabels = { pageSize: 'Page size', previous: 'Previous', next: 'Next' } as const;
export const pageSizes = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;

export type PagingProps = {
  page: number;
  pages: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** Names the page buttons' landmark: what the list pages through ('Sitemap pages'). */
  label: string;
};

/** Page size, Previous and Next, and where in the list the table is (the dashboard's lists). */
export function Paging({ page, pages, size, onPage, onSize, label }: PagingProps) {
  const sizeId = useId();
  return (
    <div className={styles.paging}>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId} className={styles.label}>
          {pagingLabels.pageSize}
        </label>
        <select id={sizeId} className={styles.control} value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {pageSizes.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <nav className={styles.pager} aria-label={label}>
        <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {pagingLabels.previous}
        </button>
        <span aria-live="polite">{pageOf(page, pages)}</span>
        <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {pagingLabels.next}
        </button>
      </nav>
    </div>
  );
}

/**
 * The page and page size of a list read a page at a time. The page belongs to the query it was chosen under:
 * change the query (`listKey`) or the size and it is page 1 again. `control` gives the Paging control its props
 * once the list's total is known, and keeps the page within the pages there are.
 */
export function usePaging(listKey: string, initialSize: number = DEFAULT_PAGE_SIZE) {
  const [size, setSize] = useState(initialSize);
  const key = JSON.stringify([listKey, size]);
  const [chosen, setChosen] = useState({ key, page: 1 });
  const page = chosen.key === key ? chosen.page : 1;
  const control = (total: number, label: string): PagingProps => {
    const pages = Math.max(1, Math.ceil(total / size));
    return { page: Math.min(page, pages), pages, size, onPage: (to) => setChosen({ key, page: Math.min(Math.max(1, to), pages) }), onSize: setSize, label };
  };
  return { page, size, control };
}

/** A list's rows under a busy marker while the next ones load, with the Paging control below them. */
export function PagedResults({ loading, paging, children }: { loading: boolean; paging: PagingProps; children: ReactNode }) {
  return (
    <div className={styles.results} aria-busy={loading}>
      {children}
      <Paging {...paging} />
    </div>
  );
}

type ListBodyProps = {
  /** The failure's message, shown in place of the list; with a retry button when `onRetry` is given. */
  error: string | null;
  onRetry?: () => void;
  retryLabel?: string;
  /** The rows read, or undefined until the first answer. */
  rows: readonly unknown[] | undefined;
  loadingText: string;
  emptyText: string;
  /** The table, shown when there are rows. */
  children: ReactNode;
};

/** What a dashboard list shows: its failure, that it is loading, that nothing matches, or its table. */
export function ListBody({ error, onRetry, retryLabel = 'Try again', rows, loadingText, emptyText, children }: ListBodyProps) {
  if (error)
    return (
      <div role="alert" className={onRetry ? `${styles.error} ${styles.retry}` : styles.error}>
        <p>{error}</p>
        {onRetry && (
          <button type="button" className={styles.button} onClick={onRetry}>
            {retryLabel}
          </button>
        )}
      </div>
    );
  if (!rows) return <p className={styles.hint}>{loadingText}</p>;
  if (!rows.length) return <p className={styles.empty}>{emptyText}</p>;
  return <div className={styles.tableScroll}>{children}</div>;
}

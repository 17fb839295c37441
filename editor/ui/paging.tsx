'use client';

import { useId } from 'react';
import styles from './data-view.styles';

export const pagingLabels = { pageSize: 'Page size', previous: 'Previous', next: 'Next' } as const;
export const pageSizes = [10, 25, 50, 100] as const;
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

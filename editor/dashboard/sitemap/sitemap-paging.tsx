'use client';

import { useId } from 'react';
import { pageOf, pageSizes, pagingLabels } from './sitemap-labels';
import styles from './sitemap.module.css';

type Props = {
  page: number;
  pages: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** Names the page buttons' landmark; each table using this says what it pages through. */
  label?: string;
};

/** Page size, Previous and Next, and where in the list the table is. */
export function SitemapPaging({ page, pages, size, onPage, onSize, label = pagingLabels.nav }: Props) {
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

'use client';
// The dashboard's tables: a caption for screen readers, one header row of column labels (a label may be for
// screen readers only, as over a column of buttons), and the rows the view renders.
import type { ReactNode } from 'react';
import styles from './data-view.module.css';

export type DataColumn = string | { label: string; visuallyHidden: true };

type Props = {
  caption: string;
  columns: readonly DataColumn[];
  children: ReactNode;
  /** Extra class for the table (a view's own cell alignment). */
  className?: string;
};

export function DataTable({ caption, columns, children, className }: Props) {
  return (
    <table className={className ? `${styles.table} ${className}` : styles.table}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const label = typeof column === 'string' ? column : column.label;
            return (
              <th key={label} scope="col">
                {typeof column === 'string' ? label : <span className={styles.visuallyHidden}>{label}</span>}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

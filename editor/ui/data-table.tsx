'use client';
// The dashboard's tables: a caption for screen readers, one header row of column labels (a label may be for
// screen readers only, as over a column of buttons), and the rows the view renders.
import { useId, type ReactNode } from 'react';
import { zoneName } from './when';
import styles from './data-view.styles';

export type DataColumn = string | { label: string; visuallyHidden: true };

type Props = {
  caption: string;
  columns: readonly DataColumn[];
  children: ReactNode;
  /** Extra class for the table (a view's own cell alignment). */
  className?: string;
  /** The table shows times: a line above it names their zone, for everyone to see ('Times are Adelaide time.'). */
  showsTimes?: boolean;
};

export function DataTable({ caption, columns, children, className, showsTimes }: Props) {
  const noteId = useId();
  const table = (
    <table className={className ? `${styles.table} ${className}` : styles.table} aria-describedby={showsTimes ? noteId : undefined}>
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
  if (!showsTimes) return table;
  return (
    <>
      <p id={noteId} className={styles.timesNote}>
        Times are {zoneName()}.
      </p>
      {table}
    </>
  );
}

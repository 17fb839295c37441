'use client';

import { format } from 'date-fns';
import type { MouseEvent } from 'react';
import { columnLabels, LAST_CHANGE_FORMAT, pageTypeLabels, SCHEDULED_FORMAT, yesNo } from './sitemap-labels';
import { slugPath, type SitemapEntry } from './sitemap-query';
import { DataTable } from '../../ui/data-table';
import styles from './sitemap.styles';

/** A stored time in the editor's local time; empty when it never happened. */
export function lastChange(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : format(at, LAST_CHANGE_FORMAT);
}

function YesNo({ value }: { value: boolean }) {
  return (
    <span className={value ? styles.yes : styles.no}>
      <span aria-hidden="true" className={styles.glyph}>
        {value ? '✓' : '✗'}
      </span>{' '}
      {yesNo(value)}
    </span>
  );
}

/**
 * A page's pending scheduled changes, one line each ('Publish 3 Dec 2026 09:00'), and one the scheduler cancelled
 * ('Publish 3 Dec 2026 09:00 not done. Cancelled: Sam may no longer publish this page.'); nothing when none.
 */
export function scheduledLines(schedule: SitemapEntry['schedule']): string[] {
  const lines: string[] = [];
  for (const [word, iso] of [['Publish', schedule?.publishAt], ['Unpublish', schedule?.unpublishAt]] as const) {
    const at = iso ? new Date(iso) : null;
    if (at && !Number.isNaN(at.getTime())) lines.push(`${word} ${format(at, SCHEDULED_FORMAT)}`);
  }
  const cancelled = schedule?.cancelled;
  const due = cancelled ? new Date(cancelled.due) : null;
  if (cancelled && due && !Number.isNaN(due.getTime())) {
    lines.push(`${cancelled.kind === 'publish' ? 'Publish' : 'Unpublish'} ${format(due, SCHEDULED_FORMAT)} not done. ${cancelled.reason}`);
  }
  return lines;
}

type Props = { rows: SitemapEntry[]; onNavigate: (path: string) => void };

/** One page of the sitemap. A slug is a link to the page; a plain click lets the editor go there itself. */
export function SitemapTable({ rows, onNavigate }: Props) {
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <DataTable caption="Pages of this site" columns={columnLabels} showsTimes>
        {rows.map((row) => {
          const path = slugPath(row.slug);
          return (
            <tr key={row._id}>
              <td className={styles.slugCell}>
                <a href={path} className={styles.slug} onClick={(event) => open(event, path)}>
                  {row.slug || '/'}
                </a>
              </td>
              <td>{row.title}</td>
              <td>{pageTypeLabels[row.pageType] ?? row.pageType}</td>
              <td className={styles.time}>{lastChange(row.updatedAt)}</td>
              <td className={styles.time}>{lastChange(row.publishedAt)}</td>
              <td>
                <YesNo value={row.published} />
              </td>
              <td>
                <YesNo value={row.publishableByYou} />
              </td>
              <td>{row.frequency}</td>
              <td>{row.priority}</td>
              <td className={styles.time}>
                {scheduledLines(row.schedule).map((line) => (
                  <span key={line} className={styles.scheduled}>
                    {line}
                  </span>
                ))}
              </td>
              <td>{row.openNotes > 0 ? row.openNotes : ''}</td>
            </tr>
          );
        })}
    </DataTable>
  );
}

'use client';

import { useId } from 'react';
import { slugPath } from '../sitemap/sitemap-query';
import { submissionSummary, submissionTime } from './submission-fields';
import { columnLabels, submissionsText } from './submissions-labels';
import type { SubmissionRow } from './submissions-query';
import shared from '../../ui/data-view.styles';
import styles from './form-submissions.styles';
import { DataTable } from '../../ui/data-table';

type Props = { rows: SubmissionRow[]; onView: (row: SubmissionRow) => void };

/**
 * One page of submissions. The time heads each row; a row's View button is described by its time and
 * identifier, so a screen reader says which submission it opens.
 */
export function SubmissionsTable({ rows, onView }: Props) {
  const base = useId();
  return (
    <DataTable caption={submissionsText.caption} columns={[...columnLabels, { label: submissionsText.actions, visuallyHidden: true }]} showsTimes>
        {rows.map((row, index) => {
          const timeId = `${base}-time-${index}`;
          const identifierId = `${base}-identifier-${index}`;
          const summary = submissionSummary(row);
          return (
            <tr key={row._id} className={row.draft ? styles.draftRow : undefined}>
              <th scope="row" id={timeId} className={styles.timeCell}>
                <time dateTime={row.createdAt}>{submissionTime(row.createdAt)}</time>
                {row.draft && (
                  <>
                    {' '}
                    <span className={styles.draft}>{submissionsText.draft}</span>
                  </>
                )}
              </th>
              <td>{summary.from}</td>
              <td className={styles.message}>{summary.message}</td>
              <td id={identifierId}>{row.identifier}</td>
              <td>{row.subject}</td>
              <td className={styles.page}>{slugPath(row.slug)}</td>
              <td>
                <button type="button" className={shared.button} aria-describedby={`${timeId} ${identifierId}`} onClick={() => onView(row)}>
                  {submissionsText.view}
                </button>
              </td>
            </tr>
          );
        })}
    </DataTable>
  );
}

'use client';

import { useId, useState } from 'react';
import { FilteredList } from '../ui/filtered-list';
import { ListBody } from '../ui/paging';
import { ExportCsvButton } from './form-submissions/export-csv-button';
import { submissionFilterFields } from './form-submissions/filter-fields';
import { SubmissionDialog } from './form-submissions/submission-dialog';
import { submissionCount, submissionsText } from './form-submissions/submissions-labels';
import { submissionsFilterQuery, type SubmissionRow } from './form-submissions/submissions-query';
import { SubmissionsTable } from './form-submissions/submissions-table';
import { useFormSubmissions } from './form-submissions/use-form-submissions';
import type { DashboardTabProps } from './tab-props';
import shared from '../ui/data-view.styles';
import styles from './form-submissions/form-submissions.styles';

/**
 * The Form Submissions tab (SPEC.md §2; admin and the forms role, DESIGN.md §4): what visitors sent through
 * the site's forms, in a paged table with a filter drawer. Drafts (sent by staff or from pages
 * visitors cannot see) are left out unless asked for. A row opens in a dialog; the matching rows export to CSV.
 */
export function FormSubmissionsTab({ domainId }: DashboardTabProps) {
  const submissions = useFormSubmissions(domainId);
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const draftsId = useId();
  const { rows, error, loading } = submissions;
  const hasRows = Boolean(rows && rows.length > 0);
  return (
    <div className={shared.view}>
      <FilteredList
        fields={submissionFilterFields}
        list={submissions}
        status={rows && !error ? submissionCount(submissions.total) : ''}
        loading={loading}
        paging={submissions.paging}
        toolbarStart={
          <label htmlFor={draftsId} className={styles.checkbox}>
            <input id={draftsId} type="checkbox" checked={submissions.filters.showDrafts} onChange={(e) => submissions.setFilter('showDrafts', e.target.checked)} />
            {submissionsText.showDrafts}
          </label>
        }
        toolbarEnd={hasRows && !error && <ExportCsvButton query={submissionsFilterQuery(domainId, submissions.settled)} />}
      >
        <ListBody
          error={error}
          onRetry={submissions.reload}
          retryLabel={submissionsText.retry}
          rows={rows}
          loadingText={submissionsText.loading}
          emptyText={submissions.allSubmissions === 0 ? submissionsText.noSubmissions : submissionsText.noMatches}
        >
          <SubmissionsTable rows={rows ?? []} onView={setViewing} />
        </ListBody>
      </FilteredList>
      {viewing && <SubmissionDialog row={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}

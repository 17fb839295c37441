'use client';

import { useId, useState } from 'react';
import { ExportCsvButton } from './form-submissions/export-csv-button';
import { SubmissionDialog } from './form-submissions/submission-dialog';
import { filterLabels, submissionCount, submissionsText } from './form-submissions/submissions-labels';
import { SubmissionsFilterDrawer } from './form-submissions/submissions-filter-drawer';
import { submissionsFilterQuery, type SubmissionRow } from './form-submissions/submissions-query';
import { SubmissionsTable } from './form-submissions/submissions-table';
import { useFormSubmissions } from './form-submissions/use-form-submissions';
import { SitemapPaging } from './sitemap/sitemap-paging';
import type { DashboardTabProps } from './tab-props';
import shared from './sitemap/sitemap.module.css';
import styles from './form-submissions/form-submissions.module.css';

/**
 * The Form Submissions tab (SPEC.md §2; admin and the forms role, DESIGN.md §4): what visitors sent through
 * the site's forms, in a paged table with a filter drawer. Drafts (sent by staff or from pages
 * visitors cannot see) are left out unless asked for. A row opens in a dialog; the matching rows export to CSV.
 */
export function FormSubmissionsTab({ domainId }: DashboardTabProps) {
  const submissions = useFormSubmissions(domainId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const drawerId = useId();
  const draftsId = useId();
  const { rows, error, loading } = submissions;
  const hasRows = Boolean(rows && rows.length > 0);
  return (
    <div className={shared.sitemap}>
      <div className={shared.toolbar}>
        <div className={styles.toolbarStart}>
          <button type="button" className={shared.button} aria-expanded={drawerOpen} aria-controls={drawerId} onClick={() => setDrawerOpen(!drawerOpen)}>
            {filterLabels.drawer}
          </button>
          <label htmlFor={draftsId} className={styles.checkbox}>
            <input
              id={draftsId}
              type="checkbox"
              checked={submissions.filters.showDrafts}
              onChange={(e) => submissions.setFilter('showDrafts', e.target.checked)}
            />
            {submissionsText.showDrafts}
          </label>
        </div>
        <div className={styles.toolbarEnd}>
          <p role="status" className={shared.total}>
            {rows && !error ? submissionCount(submissions.total) : ''}
          </p>
          {hasRows && !error && <ExportCsvButton query={submissionsFilterQuery(domainId, submissions.settled)} />}
        </div>
      </div>
      <div className={shared.layout}>
        <SubmissionsFilterDrawer id={drawerId} open={drawerOpen} filters={submissions.filters} onChange={submissions.setFilter} onClear={submissions.clearFilters} />
        <div className={shared.results} aria-busy={loading}>
          {error ? (
            <div role="alert" className={`${shared.error} ${styles.retry}`}>
              <p>{error}</p>
              <button type="button" className={shared.button} onClick={submissions.reload}>
                {submissionsText.retry}
              </button>
            </div>
          ) : rows ? (
            hasRows ? (
              <div className={shared.tableScroll}>
                <SubmissionsTable rows={rows} onView={setViewing} />
              </div>
            ) : (
              <p className={shared.empty}>{submissions.allSubmissions === 0 ? submissionsText.noSubmissions : submissionsText.noMatches}</p>
            )
          ) : (
            <p className={shared.hint}>{submissionsText.loading}</p>
          )}
          <SitemapPaging
            page={submissions.page}
            pages={submissions.pages}
            size={submissions.size}
            onPage={submissions.setPage}
            onSize={submissions.setSize}
            label={submissionsText.pagingNav}
          />
        </div>
      </div>
      {viewing && <SubmissionDialog row={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { downloadTextFile } from './download-file';
import { exported, exportedSome, exportFailed, submissionsText } from './submissions-labels';
import type { SubmissionsExport } from './submissions-query';
import shared from '../../ui/data-view.styles';
import styles from './form-submissions.styles';
import { ErrorAlert } from '../../ui/error-alert';

type Props = {
  /** The filters of the table on screen (no page or size): the file holds every submission matching them. */
  query: Record<string, string>;
};

/** 'Export to CSV': the server gives the matching rows, the browser writes the file and downloads it. */
export function ExportCsvButton({ query }: Props) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setNotice('');
    setFailure(null);
    try {
      // The CSV writer (and papaparse) is only fetched by those who export.
      const [answer, csv] = await Promise.all([callApi<SubmissionsExport>('forms/generateCSV', { query }), import('@/lib/forms/submissions-csv')]);
      downloadTextFile(csv.CSV_FILE_NAME, csv.submissionsCsv(answer.rows));
      setNotice(answer.total > answer.rows.length ? exportedSome(answer.rows.length, answer.total) : exported(answer.rows.length));
    } catch (problem) {
      setFailure(exportFailed(problem instanceof Error ? problem.message : String(problem)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.export}>
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <button type="button" className={shared.button} aria-disabled={busy} aria-busy={busy} onClick={() => void run()}>
        {busy ? submissionsText.exporting : submissionsText.exportCsv}
      </button>
      <p role="status" className={styles.exportNotice}>
        {notice}
      </p>
      <ErrorAlert message={failure} className={shared.error} />
    </div>
  );
}

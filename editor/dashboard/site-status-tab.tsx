'use client';

import { Fragment, useId, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { formatBytes } from '@/lib/site-status/format-bytes';
import type { SiteStatus } from '@/lib/site-status/status-types';
import { submissionTime } from './form-submissions/submission-fields';
import { attemptsText, BACKUP_DOWNLOAD_URL, diskFigure, filesFigure, siteStatusText as text } from './site-status/site-status-labels';
import shared from '../ui/data-view.styles';
import styles from './site-status/site-status.styles';

export const SITE_STATUS_KEY = 'site/status';

const when = (iso: string) => <time dateTime={iso}>{submissionTime(iso)}</time>;

/**
 * The Site status tab (admins only): what needs attention first, then the backup download, how much is stored and
 * how much disk is free, how form emails are getting on, and the version. Figures are read when the tab opens and
 * on Refresh.
 */
export function SiteStatusTab() {
  const { data, error, isValidating, mutate } = useSWR(SITE_STATUS_KEY, () => callApi<SiteStatus>('site/status'), { revalidateOnFocus: false });
  const [downloading, setDownloading] = useState(false);
  const refresh = () => {
    setDownloading(false);
    void mutate();
  };
  return (
    <div className={styles.status} aria-busy={isValidating}>
      {error && !data ? (
        <div role="alert" className={shared.error}>
          <p>{error instanceof Error ? error.message : String(error)}</p>
          <button type="button" className={shared.button} onClick={refresh}>
            {text.retry}
          </button>
        </div>
      ) : data ? (
        <>
          <Warnings warnings={data.warnings} />
          <Backup status={data} downloading={downloading} onDownload={() => setDownloading(true)} />
          <Section heading={text.storageHeading}>
            <Figures
              rows={[
                [text.database[data.store.kind], formatBytes(data.store.bytes)],
                [text.pictures, filesFigure(data.storedFiles.pictures)],
                [text.pictureSizes, filesFigure(data.storedFiles.pictureSizes)],
                [text.documents, filesFigure(data.storedFiles.documents)],
                [text.disk, data.disk ? diskFigure(data.disk) : text.diskUnknown],
              ]}
            />
          </Section>
          <Section heading={text.mailHeading}>
            <p className={styles.hint}>{text.mailHint}</p>
            <Figures
              rows={[
                [text.pending, data.mail.pending ? String(data.mail.pending) : text.none],
                [
                  text.oldestPending,
                  data.mail.oldestPending ? (
                    <>
                      Form sent at {when(data.mail.oldestPending.submittedAt)} ({attemptsText(data.mail.oldestPending.attempts)} so far)
                    </>
                  ) : (
                    text.none
                  ),
                ],
                [text.failedRecently, String(data.mail.failedLast30Days)],
                [text.failedAll, String(data.mail.failed)],
              ]}
            />
          </Section>
          <Section heading={text.siteHeading}>
            <Figures
              rows={[
                [text.version, data.version],
                [text.checkedAt, when(data.checkedAt)],
              ]}
            />
          </Section>
          <div className={styles.toolbar}>
            <button type="button" className={shared.button} onClick={refresh}>
              {text.refresh}
            </button>
            {error && (
              <p role="alert" className={shared.error}>
                {error instanceof Error ? error.message : String(error)}
              </p>
            )}
          </div>
        </>
      ) : (
        <p className={styles.hint}>{text.loading}</p>
      )}
    </div>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  const headingId = useId();
  if (warnings.length === 0) {
    return (
      <p role="status" className={styles.allWell}>
        {text.allWell}
      </p>
    );
  }
  return (
    <div role="status" aria-labelledby={headingId} className={styles.warnings}>
      <h3 id={headingId} className={styles.heading}>
        {text.warningsHeading}
      </h3>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

function Backup({ status, downloading, onDownload }: { status: SiteStatus; downloading: boolean; onDownload: () => void }) {
  const last = status.lastBackup;
  return (
    <Section heading={text.backupHeading}>
      <p className={styles.text}>{text.backupHolds}</p>
      <p className={styles.text}>
        {last ? (
          <>
            The last backup was made at {when(last.at)}
            {typeof last.bytes === 'number' ? ` (${formatBytes(last.bytes)})` : ''}.
          </>
        ) : (
          text.noBackup
        )}
      </p>
      <a className={styles.download} href={BACKUP_DOWNLOAD_URL} download onClick={onDownload}>
        {text.download}
      </a>
      <p className={styles.hint} aria-live="polite">
        {downloading ? text.downloading : ''}
      </p>
    </Section>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}

function Figures({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.figures}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import type { Page } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';
import { useToast } from '../ui/toasts';
import { RESTORE_DIRTY_CONFIRM, VERSION_RESTORED, formatWhen, versionActionLabels, type VersionSummary } from './page-panel-text';
import { VersionPreviewDialog } from './version-preview-dialog';
import { CompareDialog } from '../compare/compare-dialog';
import styles from '../ui/panel.styles';
import { ErrorAlert } from '../ui/error-alert';

type Props = { savedPage: Page; dirty: boolean; busy: boolean; onRestored: (page: Page) => void };

export const VERSIONS_PAGE_SIZE = 20;

/**
 * The page's history, newest first, a page of entries at a time. Any version can be previewed as it looked
 * or restored as the new working copy (after asking, when there are unsaved changes).
 */
export function VersionHistorySection({ savedPage, dirty, busy, onRestored }: Props) {
  const id = useId();
  const notify = useToast();
  const [versions, setVersions] = useState<VersionSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<VersionSummary | null>(null);
  const [comparing, setComparing] = useState<VersionSummary | null>(null);
  const [restoring, setRestoring] = useState(false);
  const { _id: pageId, domainId, version: pageVersion } = savedPage;

  const load = useCallback(
    async (pageNumber: number) => {
      setLoading(true);
      setError(null);
      try {
        const answer = await callApi<{ versions: VersionSummary[]; total: number }>('page/versions', {
          query: { _id: pageId, domainId, page: String(pageNumber), size: String(VERSIONS_PAGE_SIZE) },
        });
        setVersions((shown) => (pageNumber === 1 ? answer.versions : [...shown, ...answer.versions]));
        setTotal(answer.total);
        setLoaded(pageNumber);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : 'The history could not be loaded.');
      } finally {
        setLoading(false);
      }
    },
    [pageId, domainId],
  );
  // Every save, publish, unpublish or roles change adds a version: show the history from the top again.
  useEffect(() => {
    void load(1);
  }, [load, pageVersion]);

  const restore = async (version: VersionSummary) => {
    if (dirty && !window.confirm(RESTORE_DIRTY_CONFIRM)) return;
    setRestoring(true);
    setError(null);
    try {
      const answer = await callApi<{ page: Page }>('page/restoreVersion', {
        body: { _id: version._id, pageId, version: pageVersion, collection: 'pages' },
      });
      notify('success', VERSION_RESTORED);
      setPreviewing(null);
      onRestored(answer.page);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'The version could not be restored.';
      if (previewing) notify('error', message);
      else setError(message);
    } finally {
      setRestoring(false);
    }
  };

  const disabled = restoring || busy;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <h3 id={`${id}-heading`}>Version history</h3>
      {versions.length > 0 && (
        <ol className={styles.versionList}>
          {versions.map((version) => {
            const textId = `${id}-${version._id}`;
            return (
              <li key={version._id} className={styles.version}>
                <p id={textId} className={styles.versionText}>
                  <strong>{versionActionLabels[version.action] ?? version.action}</strong>{' '}
                  by {version.userName || 'a former user'}, <time dateTime={version.at}>{formatWhen(version.at)}</time>
                </p>
                <button type="button" className={`${styles.button} ${styles.small}`} aria-describedby={textId} onClick={() => setPreviewing(version)}>
                  Preview
                </button>
                <button type="button" className={`${styles.button} ${styles.small}`} aria-describedby={textId} onClick={() => setComparing(version)}>
                  Compare
                </button>
                <button type="button" className={`${styles.button} ${styles.small}`} aria-describedby={textId} onClick={() => void restore(version)} disabled={disabled}>
                  Restore
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {loading && <p className={styles.note}>Loading the history…</p>}
      {!loading && !error && versions.length === 0 && <p className={styles.note}>No versions yet.</p>}
      <ErrorAlert message={error} className={styles.error} />
      {!loading && versions.length < total && (
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void load(loaded + 1)}>
            Load more
          </button>
        </div>
      )}
      {comparing && <CompareDialog pageId={pageId} domainId={domainId} from={comparing._id} to="working" known={versions} dirty={dirty} onClose={() => setComparing(null)} />}
      {previewing && (
        <VersionPreviewDialog
          version={previewing}
          domainId={domainId}
          restoring={disabled}
          onRestore={() => void restore(previewing)}
          onClose={() => setPreviewing(null)}
        />
      )}
    </section>
  );
}

'use client';

import { useEffect, useId, useState } from 'react';
import { callApi, apiErrorText } from '@/lib/api/client';
import type { PageDiff, PageSide } from '@/lib/content/pages/page-diff';
import { ModalDialog } from '../ui/modal-dialog';
import { ErrorAlert } from '../ui/error-alert';
import panel from '../ui/panel.styles';
import styles from './compare.styles';
import { describeVersion, type VersionSummary } from '../pages/page-panel-text';
import { COMPARE_TITLE, PUBLISHED_SIDE, unsavedNotIncluded, WORKING_SIDE } from './compare-text';
import { ComparisonView } from './comparison-view';

/** How many entries of the history the dialog offers to compare (the newest). */
export const COMPARE_HISTORY_SIZE = 50;

type Props = {
  pageId: string;
  domainId: string;
  /** The older side to start with: 'published', 'working' or a version id. */
  from: PageSide;
  to: PageSide;
  /** Entries of the history already at hand (the one chosen in the history, say), offered even past the newest 50. */
  known?: readonly VersionSummary[];
  /** Unsaved changes in the editor, which no stored copy holds. */
  dirty: boolean;
  onClose: () => void;
};

/**
 * 'Compare with published', and 'Compare' in the version history: any two copies of the page (published, the
 * saved working copy, any entry of its history), with what changed between them marked.
 */
export function CompareDialog({ pageId, domainId, from: initialFrom, to: initialTo, known = [], dirty, onClose }: Props) {
  const id = useId();
  const [from, setFrom] = useState<PageSide>(initialFrom);
  const [to, setTo] = useState<PageSide>(initialTo);
  const [versions, setVersions] = useState<readonly VersionSummary[]>(known);
  const [diff, setDiff] = useState<PageDiff | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    callApi<{ versions: VersionSummary[] }>('page/versions', { query: { _id: pageId, domainId, size: String(COMPARE_HISTORY_SIZE) } }).then(
      (answer) => {
        if (cancelled) return;
        const listed = new Set(answer.versions.map((version) => version._id));
        setVersions([...answer.versions, ...known.filter((version) => !listed.has(version._id))]);
      },
      // Without the history the two fixed sides are still offered; the comparison says why if it fails too.
      () => {},
    );
    return () => {
      cancelled = true;
    };
    // The entries at hand only seed the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, domainId]);

  useEffect(() => {
    let cancelled = false;
    setDiff(null);
    setError(null);
    callApi<PageDiff>('page/diff', { query: { _id: pageId, domainId, from, to } }).then(
      (answer) => !cancelled && setDiff(answer),
      (failure: unknown) => !cancelled && setError(apiErrorText(failure, 'The comparison could not be made.')),
    );
    return () => {
      cancelled = true;
    };
  }, [pageId, domainId, from, to]);

  const options = (
    <>
      <option value="published">{PUBLISHED_SIDE}</option>
      <option value="working">{WORKING_SIDE}</option>
      {versions.map((version) => (
        <option key={version._id} value={version._id}>
          {describeVersion(version)}
        </option>
      ))}
    </>
  );
  return (
    <ModalDialog title={COMPARE_TITLE} onClose={onClose} wide>
      <div className={styles.sides}>
        <div className={panel.field}>
          <label className={panel.label} htmlFor={`${id}-from`}>
            From
          </label>
          <select id={`${id}-from`} className={panel.select} value={from} onChange={(event) => setFrom(event.target.value)}>
            {options}
          </select>
        </div>
        <div className={panel.field}>
          <label className={panel.label} htmlFor={`${id}-to`}>
            To
          </label>
          <select id={`${id}-to`} className={panel.select} value={to} onChange={(event) => setTo(event.target.value)}>
            {options}
          </select>
        </div>
      </div>
      {dirty && <p className={panel.note}>{unsavedNotIncluded('page')}</p>}
      {!diff && !error && <p className={panel.note}>Comparing…</p>}
      <ErrorAlert message={error} className={panel.error} />
      {diff && <ComparisonView diff={diff} domainId={domainId} />}
    </ModalDialog>
  );
}

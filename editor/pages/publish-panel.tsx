'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Page } from '@/lib/content/schemas';
import { OVERRIDE_REASON_MAX, type PublishCheck } from '@/lib/content/pages/publish-checks';
import { callApi } from '@/lib/api/client';
import { PanelLoadError, SidePanel } from '../ui/side-panel';
import type { PublishOptions } from '../document/use-page-document';
import { publishPanelText as text } from './publish-panel-text';
import styles from '../ui/panel.styles';
import own from './publish-panel.styles';
import { ErrorAlert } from '../ui/error-alert';
import { whenText } from '../ui/when';
import type { ApprovalState } from '@/lib/content/reviews/approval';

export type PublishPanelProps = {
  /** The working copy, checked as it is now (unsaved edits included). */
  page: Page;
  /** Admins may publish past blockers with a reason. */
  isAdmin: boolean;
  /** Publishes the working copy (the editor's publish: toast, conflict dialog, redirect offer); answers whether it did. */
  onPublish: (options: PublishOptions) => Promise<boolean>;
  onClose: () => void;
};

type Checked = { status: 'checking' } | { status: 'failed'; message: string } | { status: 'done'; checks: PublishCheck[]; approval: ApprovalState | null };

/** The approval a publish needs and has: who approved which version, when (the blocker says what is missing). */
function ApprovalLine({ approval }: { approval: ApprovalState | null }) {
  if (!approval?.required && !approval?.approval) return null;
  return (
    <div className={styles.section}>
      <h3>Approval</h3>
      {approval.because && <p className={styles.note}>{approval.because}</p>}
      {approval.approval && (
        <p>
          Approved by {approval.approval.by || 'a former user'}, {whenText(approval.approval.at)} (version {approval.approval.version}).
        </p>
      )}
    </div>
  );
}

function CheckList({ heading, checks }: { heading: string; checks: PublishCheck[] }) {
  const headingId = useId();
  if (checks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {heading} ({checks.length})
      </h3>
      <ul className={own.list}>
        {checks.map((check, index) => (
          <li key={`${check.path}-${index}`} className={check.severity === 'blocker' ? own.blocker : own.warning}>
            {check.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Publish page': runs the pre-publish checks on the working copy, lists blockers and warnings, and publishes
 * through the editor (it saves nothing itself). Blockers disable publishing, except for an admin who gives a
 * reason; the server checks again whatever this panel shows.
 */
export function PublishPanel({ page, isAdmin, onPublish, onClose }: PublishPanelProps) {
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const pageRef = useRef(page);
  pageRef.current = page;
  const [checked, setChecked] = useState<Checked>({ status: 'checking' });
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const runChecks = useCallback(async () => {
    setChecked({ status: 'checking' });
    try {
      const answer = await callApi<{ checks: PublishCheck[]; approval?: ApprovalState }>('page/checkPublish', { body: { page: pageRef.current, collection: 'pages' } });
      setChecked({ status: 'done', checks: answer.checks, approval: answer.approval ?? null });
    } catch (failure) {
      setChecked({ status: 'failed', message: failure instanceof Error ? failure.message : text.checkFailed });
    }
  }, []);

  useEffect(() => {
    closeRef.current?.focus();
    void runChecks();
  }, [runChecks]);

  const checks = checked.status === 'done' ? checked.checks : [];
  const blockers = checks.filter((c) => c.severity === 'blocker');
  const warnings = checks.filter((c) => c.severity === 'warning');

  const publish = async (override?: { reason: string }) => {
    setError(null);
    setPublishing(true);
    let refused = false;
    const done = await onPublish({
      ...(override ? { override } : {}),
      onError: (message) => {
        refused = true;
        setError(message);
      },
    });
    setPublishing(false);
    // Published, or someone else saved first and the conflict dialog takes over: either way this panel is done.
    if (done || !refused) onClose();
    // The page may have changed since it was checked: show what the server found.
    else void runChecks();
  };

  const publishWithOverride = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(text.reasonMissing);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    void publish({ reason: trimmed });
  };

  const busy = publishing || checked.status === 'checking';
  const reasonId = `${id}-reason`;
  return (
    <SidePanel title={text.title} onClose={onClose} closeButtonRef={closeRef}>
      <p className={styles.note}>{text.intro}</p>
      {checked.status === 'checking' && (
        <p role="status" className={styles.note}>
          {text.checking}
        </p>
      )}
      {checked.status === 'failed' && <PanelLoadError message={text.checkFailed} reason={checked.message || text.checkFailedReason} retryText={text.checkAgain} onRetry={() => void runChecks()} />}
      {checked.status === 'done' && (
        <>
          {checks.length === 0 ? (
            <p role="status" className={styles.free}>
              {text.clean}
            </p>
          ) : (
            <p role="status" className={styles.visuallyHidden}>
              {`${blockers.length} blockers and ${warnings.length} warnings found.`}
            </p>
          )}
          <CheckList heading={text.blockers} checks={blockers} />
          <CheckList heading={text.warnings} checks={warnings} />
          <ApprovalLine approval={checked.approval} />
          <ErrorAlert message={error} className={styles.error} />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy || blockers.length > 0} onClick={() => void publish()}>
              {publishing ? text.publishing : warnings.length > 0 && blockers.length === 0 ? text.publishAnyway : text.publish}
            </button>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void runChecks()}>
              {text.checkAgain}
            </button>
          </div>
          {blockers.length > 0 && !isAdmin && <p className={styles.note}>{text.blockedNote}</p>}
          {blockers.length > 0 && isAdmin && (
            <div className={styles.section}>
              <label className={styles.label} htmlFor={reasonId}>
                {text.reasonLabel}
              </label>
              <p id={`${reasonId}-hint`} className={styles.note}>
                {text.reasonHint}
              </p>
              <textarea
                ref={reasonRef}
                id={reasonId}
                className={styles.input}
                rows={3}
                required
                aria-required="true"
                maxLength={OVERRIDE_REASON_MAX}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-hint ${reasonId}-error` : `${reasonId}-hint`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              {reasonError && (
                <p id={`${reasonId}-error`} role="alert" className={styles.error}>
                  {reasonError}
                </p>
              )}
              <div className={styles.actions}>
                <button type="button" className={`${styles.danger} ${styles.dangerFilled}`} disabled={busy} onClick={publishWithOverride}>
                  {text.override}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </SidePanel>
  );
}

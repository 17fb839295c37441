'use client';

import { ErrorAlert } from './error-alert';
import panel from './panel.styles';

type Props = { error: string | null; busy: boolean; disabled?: boolean; submit: string; submitClass: string; cancel?: string; onCancel?: () => void };

/** The end of a small dialog's form: the refusal, if any, the dialog's own action (its submit button) and Cancel when given. */
export function DialogActions({ error, busy, disabled = false, submit, submitClass, cancel, onCancel }: Props) {
  return (
    <>
      <ErrorAlert message={error} className={panel.error} />
      <div className={panel.actions}>
        <button type="submit" className={submitClass} disabled={busy || disabled}>
          {submit}
        </button>
        {cancel && onCancel && (
          <button type="button" className={panel.button} onClick={onCancel} disabled={busy}>
            {cancel}
          </button>
        )}
      </div>
    </>
  );
}

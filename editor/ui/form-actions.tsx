'use client';

import type { ReactNode } from 'react';
import styles from './editor.styles';
import { ErrorAlert } from './error-alert';

/** The end of an editor form: the server's message (if any), Submit, and any further actions. */
export function FormActions({ serverError, submitting, children }: { serverError?: string | null; submitting: boolean; children?: ReactNode }) {
  return (
    <>
      <ErrorAlert message={serverError} className={styles.formError} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={submitting}>
          Submit
        </button>
        {children}
      </div>
    </>
  );
}

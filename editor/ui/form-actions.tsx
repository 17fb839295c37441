'use client';

import type { ReactNode } from 'react';
import styles from './editor.module.css';

/** The end of an editor form: the server's message (if any), Submit, and any further actions. */
export function FormActions({ serverError, submitting, children }: { serverError?: string | null; submitting: boolean; children?: ReactNode }) {
  return (
    <>
      {serverError && (
        <p className={styles.formError} role="alert">
          {serverError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={submitting}>
          Submit
        </button>
        {children}
      </div>
    </>
  );
}

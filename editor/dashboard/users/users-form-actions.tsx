'use client';

import type { ReactNode } from 'react';
import { ErrorAlert } from '../../ui/error-alert';
import styles from './users.styles';

/** The end of the users forms (invite, change roles): the server's refusal, the submit button, and what follows it. */
export function UsersFormActions({ serverError, busy, submit, children }: { serverError: string | null; busy: boolean; submit: string; children?: ReactNode }) {
  return (
    <>
      <ErrorAlert message={serverError} className={styles.formError} />
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        <button type="submit" className={styles.primary} aria-disabled={busy}>
          {submit}
        </button>
        {children}
      </div>
    </>
  );
}

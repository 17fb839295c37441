'use client';

import { ModalDialog } from '@/editor/ui/modal-dialog';
import { submissionFields, submissionTime } from './submission-fields';
import { submissionsText } from './submissions-labels';
import type { SubmissionRow } from './submissions-query';
import styles from './form-submissions.styles';

type Props = { row: SubmissionRow; onClose: () => void };

/**
 * One submission: which form and when, then every field's label and answer. Answers are what visitors typed,
 * so they are only ever shown as text. Focus is kept inside and goes back to the View button on closing.
 */
export function SubmissionDialog({ row, onClose }: Props) {
  const fields = submissionFields(row);
  return (
    <ModalDialog title={submissionsText.dialogTitle} onClose={onClose} wide>
      <p className={styles.summary}>
        <span className={styles.identifier}>{row.identifier}</span>
        {', '}
        <time dateTime={row.createdAt}>{submissionTime(row.createdAt)}</time>
        {row.draft && (
          <>
            {' '}
            <span className={styles.draft}>{submissionsText.draft}</span>
          </>
        )}
      </p>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.name} className={styles.fieldRow}>
            <dt className={styles.fieldLabel}>{field.label}</dt>
            <dd className={styles.fieldValue}>
              {field.choices ? (
                <ul className={styles.choices}>
                  {field.choices.map((choice, index) => (
                    <li key={index}>{choice}</li>
                  ))}
                </ul>
              ) : field.value.trim() ? (
                field.value
              ) : (
                <span className={styles.noAnswer}>{submissionsText.noAnswer}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}

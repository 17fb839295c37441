'use client';

import { useId, type ComponentProps } from 'react';
import styles from './editor.module.css';

type Props = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input with its error message announced and tied to it. */
export function FormField({ label, error, ...input }: Props) {
  const id = useId();
  return (
    <div className={styles.fieldGroup}>
      <label className={styles.field} htmlFor={id}>
        <span>{label}</span>
      </label>
      <input id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

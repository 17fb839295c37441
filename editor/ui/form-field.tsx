'use client';

import { useId, type ComponentProps } from 'react';
import { errorId, FieldShell } from './field-shell';
import styles from './editor.styles';

type Props = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input with its error message announced and tied to it (the sign-in and password forms). */
export function FormField({ label, error, ...input }: Props) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={errorId(id, error)} {...input} />
    </FieldShell>
  );
}

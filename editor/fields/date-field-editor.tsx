'use client';

import type { DateField } from '@/components/blocks/shared/descriptor';
import { FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import { datePreview, fromInputValue, toInputValue } from './date-value';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

/** A native date (or date and time) picker with the date as visitors will read it underneath. */
export function DateFieldEditor({ id, field, value, onChange }: FieldEditorProps<DateField>) {
  const withTime = field.withTime === true;
  const preview = datePreview(value, withTime);
  const previewId = `${id}-preview`;
  return (
    <FieldShell id={id} label={field.label} help={field.help}>
      <input
        id={id}
        type={withTime ? 'datetime-local' : 'date'}
        className={styles.input}
        value={toInputValue(value, withTime)}
        aria-describedby={describedBy(previewId, helpId(id, field.help))}
        onChange={(event) => onChange(fromInputValue(event.target.value, withTime))}
      />
      <p id={previewId} className={styles.note}>
        {preview ? `Shows as: ${preview}` : 'No date set'}
      </p>
    </FieldShell>
  );
}

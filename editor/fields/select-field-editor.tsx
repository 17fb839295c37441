'use client';

import type { SelectField } from '@/components/blocks/shared/descriptor';
import { FieldShell, helpId } from '@/editor/ui/field-shell';
import { asString } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

/** One of the descriptor's options. A stored value that is not one of them shows as "Choose…" until changed. */
export function SelectFieldEditor({ id, field, value, onChange }: FieldEditorProps<SelectField>) {
  const current = asString(value);
  const known = field.options.some((option) => option.value === current);
  return (
    <FieldShell id={id} label={field.label} help={field.help}>
      <select id={id} className={styles.select} value={known ? current : ''} aria-describedby={helpId(id, field.help)} onChange={(event) => onChange(event.target.value)}>
        {!known && (
          <option value="" disabled>
            Choose…
          </option>
        )}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

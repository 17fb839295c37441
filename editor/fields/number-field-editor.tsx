'use client';

import type { NumberField } from '@/components/blocks/shared/descriptor';
import { FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import { asNumber } from './field-values';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A number within the descriptor's bounds. Each valid keystroke goes out at once; an out-of-range
 * number is only pulled back into range on leaving the field, so typing "1" on the way to "12"
 * is never rewritten under the cursor.
 */
export function NumberFieldEditor({ id, field, value, onChange }: FieldEditorProps<NumberField>) {
  const current = asNumber(value);
  const rangeId = `${id}-range`;
  const outside = current !== undefined && (current < field.min || current > field.max);
  return (
    <FieldShell id={id} label={field.label} help={field.help}>
      <input
        id={id}
        type="number"
        className={styles.input}
        min={field.min}
        max={field.max}
        step={field.step ?? 1}
        value={current ?? ''}
        aria-invalid={outside || undefined}
        aria-describedby={describedBy(rangeId, helpId(id, field.help))}
        onChange={(event) => onChange(event.target.value === '' ? undefined : asNumber(Number(event.target.value)))}
        onBlur={() => {
          if (current !== undefined && outside) onChange(clamp(current, field.min, field.max));
        }}
      />
      <p id={rangeId} className={outside ? styles.error : styles.note}>
        From {field.min} to {field.max}
      </p>
    </FieldShell>
  );
}

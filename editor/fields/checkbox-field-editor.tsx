'use client';

import type { CheckboxField } from '@/components/blocks/shared/descriptor';
import { helpId } from '@/editor/ui/field-shell';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';
import controls from '@/editor/ui/controls.styles';

/** A yes/no setting; the label sits beside the box, where people expect to click. */
export function CheckboxFieldEditor({ id, field, value, onChange }: FieldEditorProps<CheckboxField>) {
  return (
    <div className={controls.field}>
      <label className={styles.inline} htmlFor={id}>
        <input id={id} type="checkbox" checked={value === true} aria-describedby={helpId(id, field.help)} onChange={(event) => onChange(event.target.checked)} />
        {field.label}
      </label>
      {field.help && (
        <p id={helpId(id, field.help)} className={controls.help}>
          {field.help}
        </p>
      )}
    </div>
  );
}

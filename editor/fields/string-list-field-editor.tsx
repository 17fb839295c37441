'use client';

import type { StringListField } from '@/components/blocks/shared/descriptor';
import { isEmail } from '@/lib/forms/form-config';
import { asArray } from './field-values';
import { StringListControl } from './string-list-control';
import type { FieldEditorProps } from './types';

export const invalidEmailWarning = 'This does not look like an email address.';

/** A list of strings, such as a form's cc addresses; an address that does not look valid is flagged, not refused. */
export function StringListFieldEditor({ id, field, value, onChange }: FieldEditorProps<StringListField>) {
  const items = asArray(value).map((item) => (typeof item === 'string' ? item : ''));
  return (
    <StringListControl
      id={id}
      legend={field.label}
      help={field.help}
      itemLabel={field.itemLabel}
      items={items}
      onChange={onChange}
      inputType={field.inputType}
      max={field.max}
      warn={field.inputType === 'email' ? (item) => (isEmail(item) ? null : invalidEmailWarning) : undefined}
    />
  );
}

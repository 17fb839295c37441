'use client';

import { useRef } from 'react';
import type { TextField } from '@/components/blocks/shared/descriptor';
import { CharacterCount, FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import { anchorIdWhileTyping } from '@/lib/content/anchor-id';
import { asString } from './field-values';
import { TextCrisisInsert } from './text-crisis-insert';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

/**
 * Plain text: one line, or several when the descriptor says multiline (these can name a crisis contact from the
 * register); an anchor id kept a valid fragment as typed.
 */
export function TextFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<TextField>) {
  const text = asString(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const countId = `${id}-count`;
  const control = {
    id,
    value: text,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    'aria-describedby': describedBy(helpId(id, field.help), field.maxLength !== undefined && countId),
    onChange: (event: { target: { value: string } }) => onChange(field.format === 'anchorId' ? anchorIdWhileTyping(event.target.value) : event.target.value),
  };
  return (
    <FieldShell id={id} label={field.label} help={field.help}>
      {field.multiline ? <textarea ref={area} className={styles.textarea} rows={4} {...control} /> : <input type="text" className={styles.input} {...control} />}
      {field.maxLength !== undefined && <CharacterCount id={countId} count={text.length} max={field.maxLength} />}
      {field.multiline && context.crisisReferences && (
        <TextCrisisInsert id={id} domainId={context.domainId} control={area} text={text} maxLength={field.maxLength} onChange={onChange} />
      )}
    </FieldShell>
  );
}

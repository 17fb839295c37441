'use client';

import { useRef } from 'react';
import type { TextField } from '@/components/blocks/shared/descriptor';
import { CharacterCount, FieldShell, describedBy, helpId } from '@/editor/ui/field-shell';
import { asString } from './field-values';
import { TextCrisisInsert } from './text-crisis-insert';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

// What parse-formatted-text.ts makes of the text, in one line the editor can keep in view.
export const formattedTextHint = "Leave a blank line between paragraphs; start a line with '## ' to make it a heading.";

/** Plain text with light markup: paragraphs and headings (see parse-formatted-text.ts). */
export function FormattedTextFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<TextField>) {
  const text = asString(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const hintId = `${id}-markup`;
  const countId = `${id}-count`;
  return (
    <FieldShell id={id} label={field.label} help={field.help}>
      <p id={hintId} className={styles.note}>
        {formattedTextHint}
      </p>
      <textarea
        ref={area}
        id={id}
        className={styles.textarea}
        rows={8}
        value={text}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        aria-describedby={describedBy(hintId, helpId(id, field.help), field.maxLength !== undefined && countId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {field.maxLength !== undefined && <CharacterCount id={countId} count={text.length} max={field.maxLength} />}
      {context.crisisReferences && (
        <TextCrisisInsert id={id} domainId={context.domainId} control={area} text={text} maxLength={field.maxLength} onChange={onChange} />
      )}
    </FieldShell>
  );
}

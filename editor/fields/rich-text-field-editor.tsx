'use client';

import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { RichTextField } from '@/components/blocks/shared/descriptor';
import controls from '@/editor/ui/controls.styles';
import { CharacterCount, helpId } from '@/editor/ui/field-shell';
import { asString } from './field-values';
import { nearestAllowedHeadings, richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import { storedHtml, useExternalHtml } from './use-external-html';
import type { FieldEditorProps } from './types';
import styles from './fields.styles';

function TextCount({ id, editor, max }: { id: string; editor: Editor; max: number }) {
  const count = useEditorState({ editor, selector: ({ editor: current }) => current.getText().length });
  return <CharacterCount id={id} count={count} max={max} />;
}

/** Formatted text edited in place; the value is HTML within the shared rich-text allow-list. */
export function RichTextFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<RichTextField>) {
  const hide = field.hide ?? {};
  const html = asString(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const countId = `${id}-count`;
  const describedBy = [helpId(id, field.help), field.maxLength !== undefined && countId].filter(Boolean).join(' ');
  const editor = useEditor(
    {
      extensions: richTextExtensions(hide),
      content: html,
      // The sidebar is client-only, but Next still pre-renders client components once.
      immediatelyRender: false,
      editorProps: {
        attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': field.label, ...(describedBy && { 'aria-describedby': describedBy }) },
        transformPastedHTML: hide.headers ? undefined : nearestAllowedHeadings,
      },
      onUpdate: ({ editor: current }) => latest.current(storedHtml(current)),
    },
    // A different set of hidden kinds is a different schema: the editor is rebuilt for it.
    [JSON.stringify(hide), id, field.label, describedBy],
  );
  useExternalHtml(editor, html);
  return (
    <div className={controls.field}>
      {/* Not a <label>: the editable area is not a form control; clicking this still moves the focus there. */}
      <span className={controls.label} onClick={() => editor?.commands.focus()}>
        {field.label}
      </span>
      <div className={styles.richText}>
        {editor && !hide.menu && <RichTextToolbar id={id} label={field.label} editor={editor} hide={hide} domainId={context.domainId} />}
        <EditorContent editor={editor} />
      </div>
      {field.help && (
        <p id={helpId(id, field.help)} className={controls.help}>
          {field.help}
        </p>
      )}
      {editor && field.maxLength !== undefined && <TextCount id={countId} editor={editor} max={field.maxLength} />}
    </div>
  );
}

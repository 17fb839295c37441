'use client';

import { useEffect, useRef } from 'react';
import styles from './editor.module.css';
import type { EditKind } from './state';

const titles: Partial<Record<EditKind, string>> = { text: 'Edit text', formattedText: 'Edit formatted text', richText: 'Edit rich text' };

/** The sidebar editor for the selected value; the page updates as you type. */
export function EditSidebar({
  path,
  kind,
  value,
  onChange,
  onClose,
}: {
  path: string;
  kind: EditKind;
  value: unknown;
  onChange: (value: string) => void;
  onClose: () => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), [path]);
  const editable = kind === 'text' || kind === 'formattedText' || kind === 'richText';
  return (
    <aside className={styles.sidebar} aria-label="Edit content">
      <div className={styles.sidebarHeader}>
        <h2>{titles[kind] ?? 'Edit'}</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {editable ? (
        <label className={styles.field}>
          <span>Text</span>
          <textarea ref={field} rows={kind === 'text' ? 4 : 12} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
        </label>
      ) : (
        <p>This kind of content ({kind}) cannot be edited here yet.</p>
      )}
      <p className={styles.hint}>Changes show on the page as you type. Save the page to keep them; publish it to show them to visitors.</p>
    </aside>
  );
}

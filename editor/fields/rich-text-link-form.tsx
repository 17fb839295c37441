'use client';

import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { hrefRule, isAllowedRichTextHref } from './rich-text-href';
import styles from './fields.module.css';

type Props = { id: string; editor: Editor; onClose: () => void };

/** The small form under the toolbar that sets the address of the selected text's link. */
export function RichTextLinkForm({ id, editor, onClose }: Props) {
  const current = editor.getAttributes('link') as { href?: string; target?: string | null };
  const [address, setAddress] = useState(current.href ?? '');
  const [newTab, setNewTab] = useState(current.target === '_blank');
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = address.trim();
    if (!isAllowedRichTextHref(href)) return setError(true);
    const attrs = { href, target: newTab ? '_blank' : null };
    const chain = editor.chain().focus();
    // With nothing selected, the address itself becomes the link text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] }).run();
    else chain.extendMarkRange('link').setMark('link', attrs).run();
    onClose();
  };
  return (
    <div className={styles.linkForm} role="group" aria-labelledby={`${id}-heading`}>
      <span id={`${id}-heading`} className={styles.note}>
        Link
      </span>
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        className={styles.input}
        value={address}
        aria-invalid={error || undefined}
        aria-describedby={`${id}-rule`}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          // Enter applies here rather than submitting whatever form holds the sidebar.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') {
            // Closes this form only, not the sidebar or dialog around it.
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      />
      <p id={`${id}-rule`} className={error ? styles.error : styles.note}>
        {hrefRule}
      </p>
      <label className={styles.inline} htmlFor={`${id}-new-tab`}>
        <input id={`${id}-new-tab`} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        Open in a new tab
      </label>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={apply}>
          Apply link
        </button>
        <button type="button" className={styles.button} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}

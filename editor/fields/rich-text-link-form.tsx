'use client';

import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { hrefRule, isAllowedRichTextHref } from './rich-text-href';
import styles from './fields.module.css';

type Props = { id: string; editor: Editor; onClose: () => void };

type LinkAttributes = { href?: string; target?: string | null };

/**
 * The link the selection is in, or that the caret sits right after (where applying a link leaves it); null when
 * there is none. Links do not grow when typed after, so the editor's own "active" misses that second case.
 */
export function currentLink(editor: Editor): LinkAttributes | null {
  if (editor.isActive('link')) return editor.getAttributes('link') as LinkAttributes;
  const { empty, $from } = editor.state.selection;
  const before = empty ? $from.nodeBefore?.marks.find((mark) => mark.type.name === 'link') : undefined;
  return before ? (before.attrs as LinkAttributes) : null;
}

/** The small form under the toolbar that sets the address of the selected text's link. */
export function RichTextLinkForm({ id, editor, onClose }: Props) {
  const current = currentLink(editor) ?? {};
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
    if (editor.state.selection.empty && !currentLink(editor)) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] }).run();
    else
      chain
        .extendMarkRange('link')
        .setMark('link', attrs)
        // The caret goes after the link, as after typing it: a key pressed next adds to the text rather than
        // replacing the linked words, however soon it comes.
        .command(({ tr }) => {
          tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to), -1));
          return true;
        })
        .run();
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

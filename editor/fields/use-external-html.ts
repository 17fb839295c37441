'use client';

import { useEffect, useRef } from 'react';
import type { Editor } from '@tiptap/react';

/** The editor's document as the field stores it: an empty document is ''. */
export const storedHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Brings a value changed outside the editor (undo, redo, a restored backup) into the editor. When
 * the value is what the editor already holds, which is the case after every keystroke, nothing is
 * touched, so the cursor and the editor's own undo steps stay as they are. When the editor has
 * changed since the value was rendered (a key pressed while the page was busy), the value is the
 * editor's own earlier state coming back and a newer one is on its way: putting it back would
 * erase what was typed since, so it is left alone.
 */
export function useExternalHtml(editor: Editor | null, html: string) {
  const updates = useRef(0);
  useEffect(() => {
    if (!editor) return;
    const count = () => {
      updates.current += 1;
    };
    editor.on('update', count);
    return () => {
      editor.off('update', count);
    };
  }, [editor]);
  const updatesAtRender = updates.current;
  useEffect(() => {
    if (!editor || editor.isDestroyed || html === storedHtml(editor)) return;
    if (updates.current !== updatesAtRender) return;
    const { from, to } = editor.state.selection;
    editor
      .chain()
      // The outside change is already in the page's history; the editor's own must not replay it.
      .command(({ tr }) => {
        tr.setMeta('addToHistory', false);
        return true;
      })
      .setContent(html, { emitUpdate: false })
      .run();
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
    // updatesAtRender belongs to the render that brought this value: it changes with it.
  }, [editor, html]);
}

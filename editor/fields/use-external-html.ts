'use client';

import { useEffect, useRef } from 'react';
import type { Editor } from '@tiptap/react';

/** The editor's document as the field stores it: an empty document is ''. */
export const storedHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** How long a value the editor sent out may take to come back as the field's value (a page busy rendering). */
const ECHO_MS = 5_000;

/**
 * Brings a value changed outside the editor (undo, redo, a restored backup) into the editor. When the value is
 * what the editor already holds, which is the case after every keystroke, nothing is touched, so the cursor and
 * the editor's own undo steps stay as they are. When the value is one the editor itself sent out earlier and a
 * newer one has been sent since (keys pressed while the page was busy rendering), it is the editor's own earlier
 * state coming back late, with the newer one on its way: putting it back would erase what was typed since, so it
 * is left alone, whenever the page happens to render it.
 */
export function useExternalHtml(editor: Editor | null, html: string) {
  // What the editor sent out that has not come back as the value yet, oldest first.
  const unechoed = useRef<{ html: string; at: number }[]>([]);
  useEffect(() => {
    if (!editor) return;
    const remember = () => {
      const now = Date.now();
      unechoed.current = [...unechoed.current.filter((sent) => now - sent.at < ECHO_MS), { html: storedHtml(editor), at: now }];
    };
    editor.on('update', remember);
    return () => {
      editor.off('update', remember);
    };
  }, [editor]);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const sent = unechoed.current;
    const echo = sent.map((entry) => entry.html).lastIndexOf(html);
    if (echo !== -1) {
      // Our own value: anything sent before it has been overtaken, anything after it is still on its way.
      unechoed.current = sent.slice(echo + 1);
      return;
    }
    if (html === storedHtml(editor)) {
      unechoed.current = [];
      return;
    }
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
    unechoed.current = [];
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
  }, [editor, html]);
}

'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { RichTextHide } from './rich-text-extensions';
import { crisisFormText, CrisisContactForm } from './crisis-contact-form';
import { crisisReferenceHref, crisisReferenceText } from '@/lib/content/site/crisis-references';
import { currentLink, RichTextLinkForm } from './rich-text-link-form';
import { richTextTools } from './rich-text-tools';
import styles from './fields.styles';

type Props = { id: string; label: string; editor: Editor; hide: RichTextHide; domainId: string };

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Formatting buttons for one rich-text field. One Tab stop, arrow keys between buttons (the
 * toolbar pattern), so keyboard users are not walked through a dozen buttons on the way past.
 */
export function RichTextToolbar({ id, label, editor, hide, domainId }: Props) {
  const tools = richTextTools.filter((tool) => !tool.hiddenBy || !hide[tool.hiddenBy]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: tools.map((tool) => tool.isActive(current)),
      link: !hide.links && currentLink(current) !== null,
    }),
  });
  const [open, setOpen] = useState<'link' | 'crisis' | null>(null);
  const toggle = (form: 'link' | 'crisis') => setOpen((current) => (current === form ? null : form));
  const [stop, setStop] = useState(0);
  const bar = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const move = moves[event.key];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = buttons[move(index, buttons.length)];
    next.focus();
    setStop(Number(next.dataset.index));
  };
  // The Tab stop falls back to the first button when its own button is disabled.
  const tabStop = stop === tools.length + 1 && !active.link ? 0 : stop;
  const button = (index: number, text: string, onClick: () => void, state: { pressed?: boolean; expanded?: boolean; disabled?: boolean }) => (
    <button
      key={text}
      type="button"
      className={styles.toolButton}
      data-index={index}
      tabIndex={index === tabStop ? 0 : -1}
      aria-pressed={state.pressed}
      aria-expanded={state.expanded}
      disabled={state.disabled}
      onFocus={() => setStop(index)}
      // A pointer press leaves the focus in the text: the editor hands focus back only on the next frame, and a
      // key typed straight after the press (the first letter of a list item) would be lost on the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text}
    </button>
  );
  return (
    <>
      <div ref={bar} className={styles.toolbar} role="toolbar" aria-label={`Formatting: ${label}`} aria-controls={id} onKeyDown={onKeyDown}>
        {tools.map((tool, index) => button(index, tool.label, () => tool.apply(editor.chain().focus()).run(), { pressed: active.tools[index] }))}
        {!hide.links && (
          <>
            {button(tools.length, 'Link', () => toggle('link'), { expanded: open === 'link' })}
            {button(tools.length + 1, 'Remove link', () => editor.chain().focus().extendMarkRange('link').unsetMark('link').run(), { disabled: !active.link })}
            {button(tools.length + 2, crisisFormText.heading, () => toggle('crisis'), { expanded: open === 'crisis' })}
          </>
        )}
      </div>
      {open === 'link' && <RichTextLinkForm id={`${id}-link`} domainId={domainId} editor={editor} onClose={() => setOpen(null)} />}
      {open === 'crisis' && (
        <CrisisContactForm
          id={`${id}-crisis`}
          domainId={domainId}
          onInsert={(contact, show) => {
            const attrs = { contactId: contact.id, show, label: crisisReferenceText(contact, show), href: crisisReferenceHref(contact) || null };
            editor.chain().focus().insertContent({ type: 'crisisContact', attrs }).run();
            setOpen(null);
          }}
          onClose={() => {
            setOpen(null);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

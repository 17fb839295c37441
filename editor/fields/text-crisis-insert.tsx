'use client';

import { useState, type RefObject } from 'react';
import { crisisToken, hasCrisisTokens } from '@/lib/content/site/crisis-tokens';
import { CrisisContactForm, crisisFormText } from './crisis-contact-form';
import styles from './fields.styles';

type Props = {
  id: string;
  domainId: string;
  /** The text control the reference goes into, at its caret. */
  control: RefObject<HTMLTextAreaElement | null>;
  text: string;
  maxLength?: number;
  onChange: (text: string) => void;
};

export const textCrisisNote = 'A {{crisis:…}} reference shows that crisis contact as published in the register, so a number changed there changes here too.';
const noRoom = 'There is no room left in this text for a crisis contact.';

/**
 * 'Insert crisis contact' under a plain-text field: puts a `{{crisis:…}}` reference at the caret, which visitors see
 * as the register's current name or number (lib/content/site/crisis-tokens.ts).
 */
export function TextCrisisInsert({ id, domainId, control, text, maxLength, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const backToText = (caret?: number) => {
    setOpen(false);
    // After the new value has rendered, the keyboard goes back to the text, just after what was inserted.
    requestAnimationFrame(() => {
      const element = control.current;
      if (!element) return;
      element.focus();
      if (caret !== undefined) element.setSelectionRange(caret, caret);
    });
  };
  return (
    <>
      <button type="button" className={styles.button} aria-expanded={open} onClick={() => setOpen(!open)}>
        {crisisFormText.heading}
      </button>
      {hasCrisisTokens(text) && <p className={styles.note}>{textCrisisNote}</p>}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {open && (
        <CrisisContactForm
          id={`${id}-crisis`}
          domainId={domainId}
          onInsert={(contact, show) => {
            const element = control.current;
            const start = element?.selectionStart ?? text.length;
            const end = element?.selectionEnd ?? start;
            const token = crisisToken(contact.id, show);
            const next = text.slice(0, start) + token + text.slice(end);
            if (maxLength !== undefined && next.length > maxLength) {
              setProblem(noRoom);
              return;
            }
            setProblem(null);
            onChange(next);
            backToText(start + token.length);
          }}
          onClose={() => backToText()}
        />
      )}
    </>
  );
}

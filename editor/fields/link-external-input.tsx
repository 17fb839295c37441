'use client';

import { useId, useState } from 'react';
import { EXTERNAL_MESSAGE, isAllowedExternal } from './link-value';
import editorStyles from '../ui/editor.styles';

type Props = { id?: string; href: string; onChange: (href: string) => void };

/** A web, mail or phone address. What is typed is only stored once it is a safe, complete address (or empty). */
export function LinkExternalInput({ id, href, onChange }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [draft, setDraft] = useState(href);
  const [touched, setTouched] = useState(false);
  // Follows the stored value when it changes from outside (undo), but not while the draft is being typed.
  const [stored, setStored] = useState(href);
  if (href !== stored) {
    setStored(href);
    setDraft(href);
  }
  const problem = draft.trim() !== '' && !isAllowedExternal(draft);
  const showProblem = problem && touched;

  return (
    <div className={editorStyles.fieldGroup}>
      <label className={editorStyles.field} htmlFor={inputId}>
        <span>Address</span>
      </label>
      <input
        id={inputId}
        className={editorStyles.input}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        maxLength={2000}
        value={draft}
        aria-invalid={showProblem}
        aria-describedby={showProblem ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const trimmed = next.trim();
          if (trimmed === '' || isAllowedExternal(trimmed)) {
            setStored(trimmed);
            onChange(trimmed);
          }
        }}
        onBlur={() => setTouched(true)}
      />
      {showProblem && (
        <p id={`${inputId}-error`} className={editorStyles.error} role="alert">
          {EXTERNAL_MESSAGE}
        </p>
      )}
    </div>
  );
}

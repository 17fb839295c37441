'use client';

import { useId, useState, type RefObject } from 'react';
import styles from '../ui/panel.styles';

type Props = {
  label: string;
  buttonText: string;
  maxLength: number;
  disabled: boolean;
  /** Why a name cannot be added (empty, taken), or null when it can. */
  check: (name: string) => string | null;
  onAdd: (name: string) => void;
  /** Where the focus goes back to after a removal. */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** A name typed and added with the button or Enter (a tag category, a tag); a refusal is said under the field. */
export function AddNameInput({ label, buttonText, maxLength, disabled, check, onAdd, inputRef }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const name = draft.trim();
    const problem = check(name);
    setError(problem);
    if (problem) return;
    onAdd(name);
    setDraft('');
  };
  return (
    <>
      <div className={styles.addRow}>
        <div>
          <label className={styles.label} htmlFor={`${id}-new`}>
            {label}
          </label>
          <input
            ref={inputRef}
            id={`${id}-new`}
            className={styles.input}
            value={draft}
            maxLength={maxLength}
            disabled={disabled}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <button type="button" className={styles.button} onClick={add} disabled={disabled}>
          {buttonText}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

'use client';

import { useId, useRef, useState } from 'react';
import { MAX_TAG_LENGTH, MAX_TAGS, REMOVE_TAG_CONFIRM } from './page-panel-text';
import styles from './page-panels.module.css';

type Props = { tags: readonly string[]; onChange: (tags: string[]) => void; disabled?: boolean };

/** A page's tags as a plain list: each can be edited or removed (after 'Are you sure?'), new ones added up to 100. */
export function TagsEditor({ tags, onChange, disabled = false }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const newTag = useRef<HTMLInputElement>(null);
  const full = tags.length >= MAX_TAGS;

  const add = () => {
    const tag = draft.trim();
    if (!tag) return setError('Type a tag to add.');
    if (full) return setError(`A page can have at most ${MAX_TAGS} tags.`);
    if (tags.includes(tag)) return setError('This page already has that tag.');
    setError(null);
    onChange([...tags, tag]);
    setDraft('');
  };
  const remove = (index: number) => {
    if (!window.confirm(REMOVE_TAG_CONFIRM)) return;
    onChange(tags.filter((_tag, position) => position !== index));
    // The removed row's button is gone: keep the keyboard in the list.
    newTag.current?.focus();
  };

  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={countId}>
      <legend className={styles.legend}>Tags</legend>
      {tags.length > 0 && (
        <ul className={styles.tagList}>
          {tags.map((tag, index) => (
            <li key={index} className={styles.tagRow}>
              <input
                className={styles.input}
                aria-label={`Tag ${index + 1}`}
                value={tag}
                maxLength={MAX_TAG_LENGTH}
                disabled={disabled}
                onChange={(event) => onChange(tags.map((old, position) => (position === index ? event.target.value : old)))}
              />
              <button type="button" className={`${styles.button} ${styles.small}`} aria-label={`Remove tag ${index + 1}`} onClick={() => remove(index)} disabled={disabled}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <div>
          <label className={styles.label} htmlFor={`${id}-new`}>
            New tag
          </label>
          <input
            ref={newTag}
            id={`${id}-new`}
            className={styles.input}
            value={draft}
            maxLength={MAX_TAG_LENGTH}
            disabled={disabled || full}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
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
        <button type="button" className={styles.button} onClick={add} disabled={disabled || full}>
          Add tag
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p id={countId} className={styles.note}>
        {tags.length} of {MAX_TAGS} tags
      </p>
    </fieldset>
  );
}

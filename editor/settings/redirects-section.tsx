'use client';

import { useId, useRef } from 'react';
import { useItemKeys } from '../fields/list-item-keys';
import type { RedirectRow } from './site-settings-content';
import {
  ADD_REDIRECT,
  NO_REDIRECTS,
  REDIRECTS_HEADING,
  REDIRECTS_HELP,
  REDIRECT_FROM_LABEL,
  REDIRECT_TO_LABEL,
  REDIRECT_TYPE_LABEL,
  REMOVE_CONFIRM,
  redirectLegend,
  redirectTypeChoices,
  removeRedirectLabel,
} from './site-settings-text';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';
import { Options } from '../ui/options';

type Props = {
  redirects: readonly RedirectRow[];
  onChange: (redirects: RedirectRow[]) => void;
  /** The server's word on single values, keyed 'redirects.<row>.<from|to|type>'. */
  fieldErrors: Record<string, string>;
  disabled?: boolean;
};

/** The domain's redirects as rows (from, to, 301 or 302): added, edited, removed after 'Are you sure?'. */
export function RedirectsSection({ redirects, onChange, fieldErrors, disabled = false }: Props) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const keys = useItemKeys(redirects.length);

  const update = (index: number, row: RedirectRow) => onChange(redirects.map((old, position) => (position === index ? row : old)));
  const add = () => {
    onChange([...redirects, { from: '', to: '', type: 301 }]);
    // The new row's first field, once it is on the page.
    window.requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const remove = (index: number) => {
    if (!window.confirm(REMOVE_CONFIRM)) return;
    keys.remove(index);
    onChange(redirects.filter((_row, position) => position !== index));
    // The removed row's button is gone: keep the keyboard in the section.
    addButton.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{REDIRECTS_HEADING}</h3>
      <p className={styles.note}>{REDIRECTS_HELP}</p>
      {redirects.length === 0 ? (
        <p className={styles.note}>{NO_REDIRECTS}</p>
      ) : (
        <ol ref={list} className={settingsStyles.rows}>
          {redirects.map((row, index) => {
            const rowId = `${id}-${index}`;
            const errorOf = (field: string) => fieldErrors[`redirects.${index}.${field}`];
            const input = (field: 'from' | 'to', label: string, placeholder: string) => {
              const error = errorOf(field);
              return (
                <div className={settingsStyles.rowField}>
                  <label className={styles.label} htmlFor={`${rowId}-${field}`}>
                    {label}
                  </label>
                  <input
                    id={`${rowId}-${field}`}
                    className={styles.input}
                    value={row[field]}
                    placeholder={placeholder}
                    maxLength={500}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={disabled}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${rowId}-${field}-error` : undefined}
                    onChange={(event) => update(index, { ...row, [field]: event.target.value })}
                  />
                  {error && (
                    <p id={`${rowId}-${field}-error`} className={styles.error}>
                      {error}
                    </p>
                  )}
                </div>
              );
            };
            return (
              <li key={keys.keys[index]}>
                <fieldset className={settingsStyles.row}>
                  <legend className={settingsStyles.rowLegend}>{redirectLegend(index)}</legend>
                  {input('from', REDIRECT_FROM_LABEL, '/old-address')}
                  {input('to', REDIRECT_TO_LABEL, '/new-address')}
                  <div className={settingsStyles.rowField}>
                    <label className={styles.label} htmlFor={`${rowId}-type`}>
                      {REDIRECT_TYPE_LABEL}
                    </label>
                    <select
                      id={`${rowId}-type`}
                      className={styles.select}
                      value={row.type}
                      disabled={disabled}
                      onChange={(event) => update(index, { ...row, type: Number(event.target.value) === 302 ? 302 : 301 })}
                    >
                      <Options choices={redirectTypeChoices} />
                    </select>
                  </div>
                  <button type="button" className={`${styles.button} ${styles.small}`} aria-label={removeRedirectLabel(index)} onClick={() => remove(index)} disabled={disabled}>
                    Remove
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.actions}>
        <button ref={addButton} type="button" className={styles.button} onClick={add} disabled={disabled}>
          {ADD_REDIRECT}
        </button>
      </div>
    </section>
  );
}

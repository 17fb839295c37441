'use client';

import { describedBy, helpId } from '@/editor/ui/field-shell';
import controls from '@/editor/ui/controls.styles';
import { removeItemQuestion, useItemKeys } from './list-item-keys';
import styles from './fields.styles';

type Props = {
  id: string;
  legend: string;
  help?: string;
  /** Names one entry: 'CC address' gives 'CC address 2', 'Remove CC address 2', 'Add cc address'. */
  itemLabel: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  inputType?: 'email' | 'text';
  max?: number;
  maxLength?: number;
  /** Entries can be moved up and down (a select's options); cc addresses have no order that matters. */
  reorder?: boolean;
  /** A warning for an entry that will not work as it is (it is still kept). */
  warn?: (value: string) => string | null;
};

/** A list of short texts: each edited in place, added, reordered, and removed after 'Are you sure?' (SPEC.md §5). */
export function StringListControl({ id, legend, help, itemLabel, items, onChange, inputType = 'text', max, maxLength, reorder = false, warn }: Props) {
  const keys = useItemKeys(items.length);
  const full = max !== undefined && items.length >= max;
  const set = (index: number, value: string) => onChange(items.map((item, at) => (at === index ? value : item)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    keys.move(from, to);
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };
  const remove = (index: number) => {
    if (!window.confirm(removeItemQuestion)) return;
    keys.remove(index);
    onChange(items.filter((_item, at) => at !== index));
  };
  const add = () => {
    keys.add();
    onChange([...items, '']);
  };
  return (
    <fieldset id={id} tabIndex={-1} className={`${controls.group} ${styles.focusTarget}`} aria-describedby={helpId(id, help)}>
      <legend className={controls.legend}>{legend}</legend>
      {help && (
        <p id={helpId(id, help)} className={controls.help}>
          {help}
        </p>
      )}
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item, index) => {
            const key = keys.keys[index];
            const inputId = `${id}-${key}`;
            const name = `${itemLabel} ${index + 1}`;
            const warning = item.trim() && warn ? warn(item.trim()) : null;
            return (
              <li key={key} className={styles.stringItem}>
                <label className={controls.label} htmlFor={inputId}>
                  {name}
                </label>
                <div className={styles.stringRow}>
                  <input
                    id={inputId}
                    type={inputType}
                    className={styles.input}
                    value={item}
                    maxLength={maxLength}
                    aria-invalid={warning ? true : undefined}
                    aria-describedby={describedBy(warning ? `${inputId}-warning` : undefined)}
                    onChange={(event) => set(index, event.target.value)}
                  />
                  {reorder && (
                    <>
                      <button type="button" className={styles.button} aria-label={`Move up: ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                        Up
                      </button>
                      <button type="button" className={styles.button} aria-label={`Move down: ${name}`} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                        Down
                      </button>
                    </>
                  )}
                  <button type="button" className={styles.button} aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                    Remove
                  </button>
                </div>
                {warning && (
                  <p id={`${inputId}-warning`} className={styles.warning}>
                    {warning}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className={`${styles.button} ${controls.field}`} disabled={full} onClick={add}>
        Add {itemLabel.toLowerCase()}
      </button>
      {max !== undefined && <p className={controls.help}>Up to {max}.</p>}
    </fieldset>
  );
}

'use client';

import { useId, useRef } from 'react';
import { AddNameInput } from './add-name-input';
import type { TagCategoryRow } from './site-settings-content';
import { ADD_TAG, CATEGORY_NAME_LABEL, NEW_TAG_LABEL, REMOVE_CATEGORY, REMOVE_CONFIRM, TYPE_A_TAG, categoryLegend, removeTagLabel, tagExists, tagLabel } from './site-settings-text';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';

type Props = {
  category: TagCategoryRow;
  index: number;
  onChange: (category: TagCategoryRow) => void;
  /** Asked first ('Are you sure?') by the caller's list. */
  onRemove: () => void;
  disabled?: boolean;
};

/** One tag category: its name and its tags, each renamed in place, added, or removed after 'Are you sure?'. */
export function CategoryEditor({ category, index, onChange, onRemove, disabled = false }: Props) {
  const id = useId();
  const newTag = useRef<HTMLInputElement>(null);

  const check = (tag: string) => {
    if (!tag) return TYPE_A_TAG;
    return category.values.some((value) => value.id.toLowerCase() === tag.toLowerCase()) ? tagExists(tag) : null;
  };
  const add = (tag: string) => onChange({ ...category, values: [...category.values, { id: tag }] });
  const remove = (position: number) => {
    if (!window.confirm(REMOVE_CONFIRM)) return;
    onChange({ ...category, values: category.values.filter((_value, at) => at !== position) });
    newTag.current?.focus();
  };

  return (
    <fieldset className={settingsStyles.row}>
      <legend className={settingsStyles.rowLegend}>{categoryLegend(category.id, index)}</legend>
      <div className={settingsStyles.rowField}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {CATEGORY_NAME_LABEL}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={category.id}
          maxLength={60}
          disabled={disabled}
          onChange={(event) => onChange({ ...category, id: event.target.value })}
        />
      </div>
      {category.values.length > 0 && (
        <ul className={styles.tagList}>
          {category.values.map((value, position) => (
            <li key={position} className={styles.tagRow}>
              <input
                className={styles.input}
                aria-label={tagLabel(position)}
                value={value.id}
                maxLength={120}
                disabled={disabled}
                onChange={(event) => onChange({ ...category, values: category.values.map((old, at) => (at === position ? { id: event.target.value } : old)) })}
              />
              <button type="button" className={`${styles.button} ${styles.small}`} aria-label={removeTagLabel(position)} onClick={() => remove(position)} disabled={disabled}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddNameInput label={NEW_TAG_LABEL} buttonText={ADD_TAG} maxLength={120} disabled={disabled} inputRef={newTag} check={check} onAdd={add} />
      <div className={styles.actions}>
        <button type="button" className={`${styles.danger} ${styles.small}`} onClick={onRemove} disabled={disabled}>
          {REMOVE_CATEGORY}
        </button>
      </div>
    </fieldset>
  );
}

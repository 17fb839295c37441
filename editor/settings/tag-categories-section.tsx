'use client';

import { useId, useRef } from 'react';
import { AddNameInput } from './add-name-input';
import { useItemKeys } from '../fields/list-item-keys';
import { CategoryEditor } from './category-editor';
import type { TagCategoryRow } from './site-settings-content';
import { ADD_CATEGORY, CATEGORIES_HEADING, CATEGORIES_HELP, NEW_CATEGORY_LABEL, NO_CATEGORIES, REMOVE_CONFIRM, TYPE_A_CATEGORY, categoryExists } from './site-settings-text';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';

type Props = { categories: readonly TagCategoryRow[]; onChange: (categories: TagCategoryRow[]) => void; disabled?: boolean };

/** The domain's tag categories (the hub's filters): added, renamed, removed after 'Are you sure?', each with its tags. */
export function TagCategoriesSection({ categories, onChange, disabled = false }: Props) {
  const id = useId();
  const newCategory = useRef<HTMLInputElement>(null);
  // Keys that follow the categories, so a half-typed tag stays with its category when one above is removed.
  const keys = useItemKeys(categories.length);

  const check = (name: string) => {
    if (!name) return TYPE_A_CATEGORY;
    return categories.some((category) => category.id.trim().toLowerCase() === name.toLowerCase()) ? categoryExists(name) : null;
  };
  const add = (name: string) => onChange([...categories, { id: name, values: [] }]);
  const remove = (index: number) => {
    if (!window.confirm(REMOVE_CONFIRM)) return;
    keys.remove(index);
    onChange(categories.filter((_category, position) => position !== index));
    newCategory.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{CATEGORIES_HEADING}</h3>
      <p className={styles.note}>{CATEGORIES_HELP}</p>
      {categories.length === 0 ? (
        <p className={styles.note}>{NO_CATEGORIES}</p>
      ) : (
        <ul className={settingsStyles.rows}>
          {categories.map((category, index) => (
            <li key={keys.keys[index]}>
              <CategoryEditor
                category={category}
                index={index}
                disabled={disabled}
                onChange={(changed) => onChange(categories.map((old, position) => (position === index ? changed : old)))}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddNameInput label={NEW_CATEGORY_LABEL} buttonText={ADD_CATEGORY} maxLength={60} disabled={disabled} inputRef={newCategory} check={check} onAdd={add} />
    </section>
  );
}

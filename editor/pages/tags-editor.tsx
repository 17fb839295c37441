'use client';

import { useId, useLayoutEffect, useRef } from 'react';
import { tagOf } from '@/lib/hub/tags';
import type { TagCategoryRow } from '../settings/site-settings-content';
import {
  MAX_TAGS, NOT_IN_ANY_CATEGORY, NOT_IN_ANY_CATEGORY_HELP, REMOVE_TAG_CONFIRM, TAGS_FULL, TAGS_HELP, TAGS_LEGEND,
  removeOrphanTagLabel, tagsCount,
} from './page-panel-text';
import { useTagCategories } from './use-tag-categories';
import styles from '../ui/panel.styles';
import { TagCategoriesStatus } from './tag-categories-status';

type Props = { domainId: string; tags: readonly string[]; onChange: (tags: string[]) => void; disabled?: boolean };

/** The page's tags that no category offers (a category or tag renamed or removed in Site settings since). */
export function tagsInNoCategory(tags: readonly string[], categories: readonly TagCategoryRow[]): { tag: string; index: number }[] {
  const offered = new Set(categories.flatMap((category) => category.values.map((value) => tagOf(category.id, value.id))));
  return tags.map((tag, index) => ({ tag, index })).filter(({ tag }) => !offered.has(tag));
}

/**
 * A page's tags, 'category:value', chosen from the domain's tag categories: one group of checkboxes per
 * category. Tags the page has that no category offers any more are listed apart, each removable after
 * 'Are you sure?'. At most 100 tags.
 */
export function TagsEditor({ domainId, tags, onChange, disabled = false }: Props) {
  const id = useId();
  const load = useTagCategories(domainId);
  const orphanList = useRef<HTMLUListElement>(null);
  const picker = useRef<HTMLFieldSetElement>(null);
  // After a removal, where the keyboard goes: the next tag's Remove button, else the first checkbox.
  const refocusAt = useRef<number | null>(null);
  const full = tags.length >= MAX_TAGS;
  const categories = load.status === 'ready' ? load.categories : [];
  const orphans = load.status === 'ready' ? tagsInNoCategory(tags, categories) : [];

  // In the commit itself: the removed button is gone and nothing else may take the keyboard in between.
  useLayoutEffect(() => {
    if (refocusAt.current === null) return;
    const position = refocusAt.current;
    refocusAt.current = null;
    const buttons = orphanList.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(position, buttons.length - 1)] ?? picker.current?.querySelector<HTMLInputElement>('input:not(:disabled)');
    next?.focus();
  });

  const toggle = (tag: string, checked: boolean) => {
    if (!checked) onChange(tags.filter((old) => old !== tag));
    else if (!tags.includes(tag) && !full) onChange([...tags, tag]);
  };
  const remove = (index: number, position: number) => {
    if (!window.confirm(REMOVE_TAG_CONFIRM)) return;
    refocusAt.current = position;
    onChange(tags.filter((_tag, at) => at !== index));
  };

  const helpId = `${id}-help`;
  const countId = `${id}-count`;
  return (
    <fieldset ref={picker} className={styles.group} aria-describedby={`${helpId} ${countId}`}>
      <legend className={styles.legend}>{TAGS_LEGEND}</legend>
      <p id={helpId} className={styles.note}>
        {TAGS_HELP}
      </p>
      <TagCategoriesStatus load={load} />
      {categories.map((category) => (
        <fieldset key={category.id} className={styles.tagCategory}>
          <legend className={styles.tagCategoryLegend}>{category.id}</legend>
          <ul className={styles.tagChoices}>
            {category.values.map((value) => {
              const tag = tagOf(category.id, value.id);
              const checked = tags.includes(tag);
              return (
                <li key={value.id}>
                  <label className={styles.checkbox}>
                    <input type="checkbox" checked={checked} disabled={disabled || (!checked && full)} onChange={(event) => toggle(tag, event.target.checked)} />
                    <span>{value.id}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {orphans.length > 0 && (
        <fieldset className={styles.tagCategory} aria-describedby={`${id}-orphans`}>
          <legend className={styles.tagCategoryLegend}>{NOT_IN_ANY_CATEGORY}</legend>
          <p id={`${id}-orphans`} className={styles.note}>
            {NOT_IN_ANY_CATEGORY_HELP}
          </p>
          <ul ref={orphanList} className={styles.tagList}>
            {orphans.map(({ tag, index }, position) => (
              <li key={`${index}-${tag}`} className={styles.tagRow}>
                <span className={styles.tagText}>{tag}</span>
                <button type="button" className={`${styles.button} ${styles.small}`} aria-label={removeOrphanTagLabel(tag)} onClick={() => remove(index, position)} disabled={disabled}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {full && <p className={styles.note}>{TAGS_FULL}</p>}
      <p id={countId} className={styles.note}>
        {tagsCount(tags.length)}
      </p>
    </fieldset>
  );
}

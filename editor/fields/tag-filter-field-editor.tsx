'use client';

import { useId, useRef } from 'react';
import type { TagFilterField } from '@/components/blocks/shared/descriptor';
import { tagOf } from '@/lib/hub/tags';
import { NOT_IN_ANY_CATEGORY } from '../pages/page-panel-text';
import { useTagCategories } from '../pages/use-tag-categories';
import type { TagCategoryRow } from '../settings/site-settings-content';
import { TagFilterPages } from './tag-filter-pages';
import { TagGroups } from './tag-groups';
import { tagFilterText as text } from './tag-filter-text';
import { addSelected, readTagFilter, removeSelected, setTag, type TagSide } from './tag-filter-value';
import type { FieldEditorProps } from './types';
import styles from '../ui/panel.styles';
import { TagCategoriesStatus } from '../pages/tag-categories-status';
import { FieldGroup } from '@/editor/ui/field-shell';

type ChoicesProps = {
  /** The first checkbox's id: the sidebar focuses the field there. */
  firstId?: string;
  legend: string;
  help: string;
  categories: readonly TagCategoryRow[];
  chosen: readonly string[];
  onToggle: (tag: string, on: boolean) => void;
};

/** One checkbox per tag, grouped by category; chosen tags no category offers any more are listed apart. */
function TagChoices({ firstId, legend, help, categories, chosen, onToggle }: ChoicesProps) {
  const helpId = useId();
  const offered = new Set(categories.flatMap((category) => category.values.map((value) => tagOf(category.id, value.id))));
  // An unticked tag that no category offers stays listed while the panel is open, so it can be ticked again.
  const orphans = useRef<string[]>([]);
  for (const tag of chosen) if (!offered.has(tag) && !orphans.current.includes(tag)) orphans.current.push(tag);
  const groups = [
    ...categories.map((category) => ({ name: category.id, tags: category.values.map((value) => ({ tag: tagOf(category.id, value.id), label: value.id })) })),
    { name: NOT_IN_ANY_CATEGORY, tags: orphans.current.filter((tag) => !offered.has(tag)).map((tag) => ({ tag, label: tag })) },
  ];
  return (
    <fieldset className={styles.group} aria-describedby={helpId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={helpId} className={styles.note}>
        {help}
      </p>
      <TagGroups groups={groups} isChosen={(tag) => chosen.includes(tag)} onToggle={onToggle} firstId={firstId} />
    </fieldset>
  );
}

/**
 * A featured content filter (SPEC.md §3 tagFilter): tags to include and to exclude, ticked from the domain's tag
 * categories (as Site settings hold them now), and up to `maxSelected` pages shown first. The stored limit is
 * kept as it is.
 */
export function TagFilterFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<TagFilterField>) {
  const filter = readTagFilter(value);
  const load = useTagCategories(context.domainId);
  const categories = load.status === 'ready' ? load.categories : [];
  const toggle = (side: TagSide) => (tag: string, on: boolean) => onChange(setTag(filter, side, tag, on));

  return (
    <FieldGroup id={`${id}-group`} legend={field.label} help={field.help}>
      <TagCategoriesStatus load={load} />
      <TagChoices firstId={id} legend={text.include} help={text.includeHelp} categories={categories} chosen={filter.include} onToggle={toggle('include')} />
      <TagChoices legend={text.exclude} help={text.excludeHelp} categories={categories} chosen={filter.exclude} onToggle={toggle('exclude')} />
      <TagFilterPages
        domainId={context.domainId}
        currentPageId={context.page._id}
        selected={filter.selected}
        max={field.maxSelected}
        onAdd={(pageId) => onChange(addSelected(filter, pageId, field.maxSelected))}
        onRemove={(pageId) => onChange(removeSelected(filter, pageId))}
      />
    </FieldGroup>
  );
}

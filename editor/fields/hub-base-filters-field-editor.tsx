'use client';

import type { HubBaseFiltersField } from '@/components/blocks/shared/descriptor';
import { parseTag, tagOf, toggleFilter } from '@/lib/hub/tags';
import { HUB_SORT_LABELS, hubSorts, type HubSort } from '@/lib/hub/types';
import { FieldShell } from '@/editor/ui/field-shell';
import { NOT_IN_ANY_CATEGORY } from '../pages/page-panel-text';
import { useTagCategories } from '../pages/use-tag-categories';
import { asArray, asRecord, asString } from './field-values';
import type { FieldEditorProps } from './types';
import fieldStyles from './fields.styles';
import styles from '../ui/panel.styles';
import { TagCategoriesStatus } from '../pages/tag-categories-status';
import { TagGroups } from './tag-groups';
import { FieldGroup } from '@/editor/ui/field-shell';

/** SPEC.md §5: the hub block opens sorted by date or by name (visitors may then choose any of the four). */
export const hubBlockSorts: readonly HubSort[] = ['desc', 'a-z'];

export const hubBaseFiltersText = {
  sortOrder: 'Sort order',
  sideFilters: 'Categories visitors may filter by',
  sideFiltersHelp: "Each ticked category is offered under 'Explore By', in the order ticked.",
  baseFilters: 'Base filters',
  baseFiltersHelp: 'The hub lists only published pages with one of the ticked tags in each category ticked here. Tick none to list every page.',
} as const;

const strings = (value: unknown) => asArray(value).filter((item): item is string => typeof item === 'string');

/**
 * The hub base filters panel (SPEC.md §2): the order the hub opens in, the tag categories visitors may filter by
 * and the base filters (path '' on the component: sortBy, sideFiltersToShow and hubFilters together). The
 * categories are the domain's, as Site settings hold them now.
 */
export function HubBaseFiltersFieldEditor({ id, field, value, onChange, context }: FieldEditorProps<HubBaseFiltersField>) {
  const component = asRecord(value);
  const set = (changes: Record<string, unknown>) => onChange({ ...component, ...changes });
  const sortBy = asString(component.sortBy);
  const sideFilters = strings(component.sideFiltersToShow);
  const hubFilters = strings(component.hubFilters);
  const load = useTagCategories(context.domainId);
  const categories = load.status === 'ready' ? load.categories : [];
  // A stored order the block no longer offers (set before, or by hand) stays shown until changed.
  const sorts = hubSorts.filter((sort) => hubBlockSorts.includes(sort) || sort === sortBy);
  const categoryIds = categories.map((category) => category.id);
  const offered = new Set(categories.flatMap((category) => category.values.map((tag) => tagOf(category.id, tag.id))));
  const unknownFilters = load.status === 'ready' ? hubFilters.filter((tag) => !offered.has(tag)) : [];
  const unknownSides = load.status === 'ready' ? sideFilters.filter((category) => !categoryIds.includes(category)) : [];
  const sortId = `${id}-sort`;

  return (
    <FieldGroup id={id} focusable className={fieldStyles.focusTarget} legend={field.label} help={field.help}>
      <FieldShell id={sortId} label={hubBaseFiltersText.sortOrder}>
        <select id={sortId} className={fieldStyles.select} value={sortBy} onChange={(event) => set({ sortBy: event.target.value })}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {HUB_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </FieldShell>
      <TagCategoriesStatus load={load} />
      {load.status === 'ready' && categories.length + unknownSides.length > 0 && (
        <fieldset className={styles.group} aria-describedby={`${id}-sides-help`}>
          <legend className={styles.legend}>{hubBaseFiltersText.sideFilters}</legend>
          <p id={`${id}-sides-help`} className={styles.note}>
            {hubBaseFiltersText.sideFiltersHelp}
          </p>
          <ul className={styles.tagChoices}>
            {[...categoryIds, ...unknownSides].map((category) => (
              <li key={category}>
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={sideFilters.includes(category)}
                    onChange={() => set({ sideFiltersToShow: toggleFilter(sideFilters, category) })}
                  />
                  <span>{categoryIds.includes(category) ? category : `${category} (${NOT_IN_ANY_CATEGORY.toLowerCase()})`}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {load.status === 'ready' && categories.length + unknownFilters.length > 0 && (
        <fieldset className={styles.group} aria-describedby={`${id}-base-help`}>
          <legend className={styles.legend}>{hubBaseFiltersText.baseFilters}</legend>
          <p id={`${id}-base-help`} className={styles.note}>
            {hubBaseFiltersText.baseFiltersHelp}
          </p>
          <TagGroups
            groups={[
              ...categories.map((category) => ({ name: category.id, tags: category.values.map((tag) => ({ tag: tagOf(category.id, tag.id), label: tag.id })) })),
              { name: NOT_IN_ANY_CATEGORY, tags: unknownFilters.map((tag) => ({ tag, label: parseTag(tag) ? tag.replace(':', ': ') : tag })) },
            ]}
            isChosen={(tag) => hubFilters.includes(tag)}
            onToggle={(tag) => set({ hubFilters: toggleFilter(hubFilters, tag) })}
          />
        </fieldset>
      )}
    </FieldGroup>
  );
}

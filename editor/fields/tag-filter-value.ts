// Reading and changing a featured content tag filter (lib/hub/types.ts TagFilter) in the sidebar.
import type { TagFilter } from '@/lib/hub/types';

/** Stored limit (SPEC.md §9: 4 stored, 3 shown and requested). */
const STORED_LIMIT = 4;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The value as a tag filter, whatever was stored (missing or mistyped parts become empty). */
export function readTagFilter(value: unknown): TagFilter {
  const source = value && typeof value === 'object' ? (value as Partial<Record<keyof TagFilter, unknown>>) : {};
  return {
    include: strings(source.include),
    exclude: strings(source.exclude),
    selected: strings(source.selected),
    limit: typeof source.limit === 'number' ? source.limit : STORED_LIMIT,
  };
}

export type TagSide = 'include' | 'exclude';

/**
 * Ticks or unticks `tag` on one side. A tag is never both included and excluded: ticking it on one side
 * takes it off the other.
 */
export function setTag(filter: TagFilter, side: TagSide, tag: string, on: boolean): TagFilter {
  const other: TagSide = side === 'include' ? 'exclude' : 'include';
  const without = (tags: string[]) => tags.filter((old) => old !== tag);
  if (!on) return { ...filter, [side]: without(filter[side]) };
  return { ...filter, [side]: filter[side].includes(tag) ? filter[side] : [...filter[side], tag], [other]: without(filter[other]) };
}

/** Adds a page to the chosen ones (at the end), unless it is there already or `max` are chosen. */
export function addSelected(filter: TagFilter, pageId: string, max: number): TagFilter {
  if (filter.selected.includes(pageId) || filter.selected.length >= max) return filter;
  return { ...filter, selected: [...filter.selected, pageId] };
}

export const removeSelected = (filter: TagFilter, pageId: string): TagFilter => ({ ...filter, selected: filter.selected.filter((id) => id !== pageId) });

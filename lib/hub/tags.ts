// Tags on pages and the hub's filters (SPEC.md §3, §4): a tag is written 'category:value', a category is a
// site setting ({ id, values[{ id }] }). Shared by the server (queries) and the browser (filters, cards).

/** The categories the demo site and the card rules know (SPEC.md §3 tag forms). */
export const TAG_CATEGORIES = {
  date: 'Date',
  dateType: 'Date Type',
  location: 'Location',
  eventsType: 'Events Type',
  eventType: 'Event Type',
  event: 'Event',
  cardType: 'Card Type',
} as const;

export type TagCategoryLike = { id: string; values: readonly { id: string }[] };

/** 'Location:Adelaide' → { category: 'Location', value: 'Adelaide' }; null when there is no ':' or either side is empty. */
export function parseTag(tag: string): { category: string; value: string } | null {
  const at = tag.indexOf(':');
  if (at <= 0 || at === tag.length - 1) return null;
  return { category: tag.slice(0, at), value: tag.slice(at + 1) };
}

export const tagOf = (category: string, value: string) => `${category}:${value}`;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026' → { year: 2026, month: 10 } (month 0-11); null when the value is not 'Month Year'. */
export function parseMonthYear(value: string): { year: number; month: number } | null {
  const match = /^\s*([A-Za-z]+)\s+(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === match[1].toLowerCase());
  return month < 0 ? null : { year: Number(match[2]), month };
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id, 'en', { sensitivity: 'base', numeric: true });

/**
 * A category's values in the order the filters show them (SPEC.md §4): date categories (every value
 * 'Month Year') by year then month, others by id. Values that are not dates go after the dates, by id.
 */
export function sortCategoryValues<T extends { id: string }>(values: readonly T[]): T[] {
  const dated = values.map((value) => ({ value, date: parseMonthYear(value.id) }));
  const isDateCategory = dated.length > 0 && dated.some((entry) => entry.date);
  if (!isDateCategory) return [...values].sort(byId);
  return dated
    .sort((a, b) => {
      if (a.date && b.date) return a.date.year - b.date.year || a.date.month - b.date.month;
      if (a.date) return -1;
      if (b.date) return 1;
      return byId(a.value, b.value);
    })
    .map((entry) => entry.value);
}

/** Categories with their values sorted, in the order given. */
export const sortCategories = <C extends TagCategoryLike>(categories: readonly C[]): C[] =>
  categories.map((category) => ({ ...category, values: sortCategoryValues(category.values) }));

/**
 * Filters grouped by category: a page matches a group when it has any of its tags, and the filters when it
 * matches every group (any value within a category, every category across). Malformed filters are dropped.
 */
export function groupFilters(filters: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const filter of filters) {
    const parsed = parseTag(filter);
    if (!parsed) continue;
    const group = groups.get(parsed.category) ?? [];
    if (!group.includes(filter)) group.push(filter);
    groups.set(parsed.category, group);
  }
  return groups;
}

/** The same rule as the store query, for a page already in memory (previews, tests). */
export function matchesFilters(tags: readonly string[], filters: readonly string[]): boolean {
  for (const group of groupFilters(filters).values()) if (!group.some((tag) => tags.includes(tag))) return false;
  return true;
}

/**
 * Toggling a value in the visitor's filters (SPEC.md §4): adds it if absent, removes it if present.
 * Toggling 'All' of a category adds every value, or removes them all when every value is already selected.
 */
export function toggleFilter(filters: readonly string[], tag: string): string[] {
  return filters.includes(tag) ? filters.filter((f) => f !== tag) : [...filters, tag];
}

export function toggleAll(filters: readonly string[], category: TagCategoryLike): string[] {
  const all = category.values.map((value) => tagOf(category.id, value.id));
  const allSelected = all.length > 0 && all.every((tag) => filters.includes(tag));
  if (allSelected) return filters.filter((f) => !all.includes(f));
  return [...filters, ...all.filter((tag) => !filters.includes(tag))];
}

// What the hub says (SPEC.md §2 hub screen, §8 empty result), in one place so tests find the same words.
export const hubCopy = {
  exploreBy: 'Explore By',
  all: 'All',
  clearFilters: 'Clear Filters',
  applyFilters: 'Apply Filters',
  filter: 'Filter',
  close: 'Close',
  backToTop: 'Back to top',
  noResults: 'We found no results for following filters:',
  setBaseFilters: 'Set Base Filters',
  sortBy: 'Sort by',
  /** Beside 'Sort by' only without script (with it, a new order applies at once). */
  sort: 'Sort',
  results: 'Results',
  pages: 'Pages',
  loadFailed: 'The results could not be loaded. Please try again.',
} as const;

/** SPEC.md §2: '(1 filter applied)', '(N) filters applied'; nothing when no filter is chosen. */
export function filtersAppliedNote(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '(1 filter applied)' : `(${count}) filters applied`;
}

/** What the polite live region says once results arrive. */
export function resultsAnnouncement(count: number, pageIndex: number, pageCount: number): string {
  if (count === 0) return 'No results';
  const results = count === 1 ? '1 result' : `${count} results`;
  return pageCount > 1 ? `${results}, page ${pageIndex + 1} of ${pageCount}` : results;
}

/** A removable filter chip: 'Location: Adelaide'. */
export const chipText = (category: string, value: string) => `${category}: ${value}`;

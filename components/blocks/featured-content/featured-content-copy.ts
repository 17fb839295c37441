// What the featured content block says (SPEC.md §2 featured content screen), in one place.
export const featuredContentCopy = {
  /** Editor only: opens the block's filters in the sidebar. */
  addFilters: 'Add filters (only 3 event cards will be shown)',
  /** Editor only: the filters match no published page. */
  noEvents: 'No events found with filters...',
  loading: 'Finding events…',
  loadFailed: 'The events could not be loaded. Change a filter to try again.',
} as const;

// Every word the Sitemap tab shows (SPEC.md §2 and §9), in one place so tests find the same text.
export const columnLabels = [
  'Slug',
  'Title',
  'Page Type',
  'Last Modified',
  'Last Published',
  'Currently Published',
  'Publishable By You',
  'Change Frequency',
  'Priority',
  'Scheduled',
  'Open Notes',
] as const;

export const filterLabels = {
  slug: 'Slug',
  slugHelp: 'Part of the address or of the page’s title.',
  pageType: 'Page Type',
  freq: 'Change Frequency',
  priority: 'Priority',
  priorityHelp: 'From 0 to 1, in steps of 0.1.',
  publishableByYou: 'Publishable By You',
  lastModFrom: 'Last Modified From',
  lastModTo: 'Last Modified To',
  any: 'Any',
} as const;

/** Names the paging landmark under the table. */
export const PAGING_LABEL = 'Sitemap pages';

/** Page types and how editors know them (SPEC.md §2: type 'page' is labelled Generic). */
export const pageTypeLabels: Record<string, string> = { page: 'Generic' };

export const changeFrequencies = ['never', 'yearly', 'monthly', 'weekly', 'daily', 'hourly', 'always'] as const;

/** Yes and No are written out beside the tick and cross, so neither colour nor glyph carries the meaning alone. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const LAST_CHANGE_FORMAT = 'h:mm a, dd/MM/yyyy';
/** Times in the Scheduled column, in the editor's local time: 'Publish 3 Dec 2026 09:00'. */
export const SCHEDULED_FORMAT = 'd MMM yyyy HH:mm';

export const EMPTY_TEXT = 'No pages match these filters.';
export const LOADING_TEXT = 'Loading pages…';

export const pageCount = (total: number) => `${total} ${total === 1 ? 'page' : 'pages'}`;

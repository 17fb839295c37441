// Every word the Form Submissions tab shows (SPEC.md §2 and §9), in one place so tests find the same text.
export const columnLabels = ['Date', 'From', 'Message', 'Identifier', 'Subject', 'Page'] as const;

export const submissionsText = {
  caption: 'Form submissions',
  actions: 'Actions',
  view: 'View',
  draft: 'Draft',
  showDrafts: 'Show draft Submissions',
  loading: 'Loading submissions…',
  retry: 'Try again',
  noSubmissions: 'No form submissions yet.',
  noMatches: 'No submissions match these filters.',
  pagingNav: 'Submission pages',
  dialogTitle: 'Submission',
  noAnswer: 'No answer',
  exportCsv: 'Export to CSV',
  exporting: 'Exporting…',
} as const;

export const filterLabels = {
  identifier: 'Identifier',
  fromDate: 'From Date',
  toDate: 'To Date',
} as const;

/** SPEC.md §9 'Submission time format' ('h:mm a, DD/MM/YYYY') as a date-fns pattern. */
export const SUBMISSION_TIME_FORMAT = 'h:mm a, dd/MM/yyyy';

export const submissionCount = (total: number) => `${total} ${total === 1 ? 'submission' : 'submissions'}`;
export const exported = (count: number) => `${submissionCount(count)} exported.`;
/** An export holds at most the server's limit of rows (newest first); the reader is told when there were more. */
export const exportedSome = (count: number, total: number) => `The file holds the newest ${count} of ${total} matching submissions. Narrow the filters to export the rest.`;
export const exportFailed = (message: string) => `The export failed: ${message}`;

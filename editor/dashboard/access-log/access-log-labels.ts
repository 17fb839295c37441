// Every word the Access log tab shows, in one place so tests find the same text.
import type { SubmissionAccessEntry } from '@/lib/forms/submission-access-types';

export const accessLogText = {
  caption: 'Who viewed or exported form submissions',
  columns: ['When', 'Who', 'What'] as const,
  intro: 'Every time someone views form submissions on the dashboard or exports them to CSV, it is recorded here.',
  loading: 'Loading the access log…',
  empty: 'Nobody has viewed or exported form submissions yet.',
  retry: 'Try again',
  pagingNav: 'Access log pages',
} as const;

const submissions = (count: number) => `${count} ${count === 1 ? 'submission' : 'submissions'}`;

/** 'Viewed 3 submissions of contact-form', 'Exported 12 submissions to CSV'. */
export function accessDescription(entry: Pick<SubmissionAccessEntry, 'action' | 'count' | 'formId'>): string {
  if (entry.action === 'export') return `Exported ${submissions(entry.count)} to CSV${entry.formId ? ` (forms matching '${entry.formId}')` : ''}`;
  return `Viewed ${submissions(entry.count)}${entry.formId ? ` of ${entry.formId}` : ''}`;
}

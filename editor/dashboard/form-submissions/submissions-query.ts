// What the Form Submissions filters hold and the `forms/getSubmissions` and `forms/generateCSV` queries they become.
import type { SubmissionRow, SubmissionsPage } from '@/lib/forms/submission-types';

export type { SubmissionRow, SubmissionsPage };
export type SubmissionsExport = { rows: SubmissionRow[]; total: number };

/** The drawer's values as typed (an empty string is "no filter"), and the draft checkbox. */
export type SubmissionFilters = {
  identifier: string;
  /** Days as a date input gives them (yyyy-MM-dd), both included. */
  fromDate: string;
  toDate: string;
  showDrafts: boolean;
};

export const noSubmissionFilters: SubmissionFilters = { identifier: '', fromDate: '', toDate: '', showDrafts: false };

/** Typed into: sent once typing pauses. The checkbox is sent at once. */
export const typedSubmissionFilters = ['identifier', 'fromDate', 'toDate'] as const satisfies readonly (keyof SubmissionFilters)[];

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The filters as both calls take them; blank filters are not sent, drafts always say whether they are wanted.
 * The table shows local times, so chosen days are the editor's own: the server is told the local offset
 * (minutes to add to get UTC, at the start of the first chosen day) to place their midnights.
 */
export function submissionsFilterQuery(domainId: string, filters: SubmissionFilters): Record<string, string> {
  const query: Record<string, string> = { domainId, showDraftSubmissions: String(filters.showDrafts) };
  const identifier = filters.identifier.trim();
  if (identifier) query.identifier = identifier;
  if (isDay(filters.fromDate)) query.fromDate = filters.fromDate;
  if (isDay(filters.toDate)) query.toDate = filters.toDate;
  const firstDay = query.fromDate ?? query.toDate;
  if (firstDay) {
    const offset = new Date(`${firstDay}T00:00:00`).getTimezoneOffset();
    if (Number.isFinite(offset)) query.timezoneOffset = String(offset);
  }
  return query;
}

/** The query for one page of the table. */
export function submissionsPageQuery(domainId: string, filters: SubmissionFilters, page: number, limit: number): Record<string, string> {
  return { ...submissionsFilterQuery(domainId, filters), limit: String(limit), page: String(page) };
}

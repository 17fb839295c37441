// The filters of `forms/getSubmissions` and `forms/generateCSV` (SPEC.md §7) as the dashboard sends them in
// the query string: blank means no filter, days are yyyy-MM-dd and both ends are included.
import { z } from 'zod';
import { blankIsUnset, domainIdInput, pagingInput } from '@/lib/api/inputs';

export const MAX_SUBMISSIONS_PAGE_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const day = (name: string) => z.iso.date({ message: `${name} must be a date (yyyy-MM-dd)` });

const filterShape = {
  // Optional: without it, the domain serving the request's host (SPEC.md §7 lists no domainId for these calls).
  domainId: domainIdInput.optional(),
  identifier: blankIsUnset(z.string().max(120, 'identifier must be at most 120 characters')),
  fromDate: blankIsUnset(day('fromDate')),
  toDate: blankIsUnset(day('toDate')),
  showDraftSubmissions: z.enum(['true', 'false'], { error: "showDraftSubmissions must be 'true' or 'false'" }).default('false'),
  /**
   * Minutes to add to local time to get UTC, as the browser's Date#getTimezoneOffset gives them, so days are the
   * reader's own; without it days are UTC days.
   */
  timezoneOffset: blankIsUnset(z.coerce.number({ message: 'timezoneOffset must be a number' }).int('timezoneOffset must be whole minutes').min(-840).max(840)),
};

export type SubmissionFilters = {
  domainId: string;
  identifier?: string;
  fromDate?: string;
  toDate?: string;
  showDrafts: boolean;
  timezoneOffset?: number;
  /** createdAt from (inclusive) and before (exclusive), ISO. */
  createdFrom?: string;
  createdBefore?: string;
};

/** Midnight starting `day` where the reader is, as an instant. */
const startOfDay = (day: string, offsetMinutes: number) => new Date(`${day}T00:00:00.000Z`).getTime() + offsetMinutes * 60_000;

function withDateRange<T extends { fromDate?: string; toDate?: string; timezoneOffset?: number; showDraftSubmissions: 'true' | 'false' }>(
  { showDraftSubmissions, ...input }: T,
  ctx: z.RefinementCtx,
) {
  const offset = input.timezoneOffset ?? 0;
  const from = input.fromDate === undefined ? undefined : startOfDay(input.fromDate, offset);
  const before = input.toDate === undefined ? undefined : startOfDay(input.toDate, offset) + DAY_MS;
  if (from !== undefined && before !== undefined && from >= before) {
    ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'fromDate must not be after toDate' });
    return z.NEVER;
  }
  return {
    ...input,
    showDrafts: showDraftSubmissions === 'true',
    createdFrom: from === undefined ? undefined : new Date(from).toISOString(),
    createdBefore: before === undefined ? undefined : new Date(before).toISOString(),
  };
}

/** `forms/generateCSV`: the filters alone. */
export const submissionFiltersInput = z.object(filterShape).strict().transform(withDateRange);

/** `forms/getSubmissions`: the filters and one page of rows (limit 1 to 100, default 10; page from 1). */
export const submissionsPageInput = z
  .object({ ...filterShape, ...pagingInput('limit', { max: MAX_SUBMISSIONS_PAGE_SIZE, fallback: 10 }) })
  .strict()
  .transform(withDateRange);

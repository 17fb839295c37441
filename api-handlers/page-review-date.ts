// A page's review date (lib/content/pages/review-dates.ts): GET page/reviewDate {_id}, POST page/setReviewBy
// {_id, reviewBy: 'yyyy-MM-dd' | null} and POST page/markReviewed {_id}. Anyone who edits pages checks them.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';
import { getWorkingPageOrThrow } from '@/lib/content/pages/page-or-throw';
import { loadReviewDate, markReviewed, setReviewBy } from '@/lib/content/pages/review-dates';

const day = z
  .string({ error: 'reviewBy must be a date such as 2027-03-31, or null' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'reviewBy must be a date such as 2027-03-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'reviewBy is not a day of the calendar');

export const reviewDateCalls = [
  defineCall({
    path: 'page/reviewDate',
    method: 'GET',
    access: editorAccess,
    input: z.object({ _id: idInput('_id') }).strict(),
    async handler({ _id }, { store, now }) {
      return loadReviewDate(store, await getWorkingPageOrThrow(store, _id, 'pages'), now);
    },
  }),
  defineCall({
    path: 'page/setReviewBy',
    method: 'POST',
    access: editorAccess,
    input: z.object({ _id: idInput('_id'), reviewBy: day.nullable() }).strict(),
    async handler({ _id, reviewBy }, { store, user, now }: SignedInContext) {
      const page = await getWorkingPageOrThrow(store, _id, 'pages');
      await setReviewBy(store, page, reviewBy, user, now);
      return loadReviewDate(store, page, now);
    },
  }),
  defineCall({
    path: 'page/markReviewed',
    method: 'POST',
    access: editorAccess,
    input: z.object({ _id: idInput('_id') }).strict(),
    async handler({ _id }, { store, user, now }: SignedInContext) {
      const page = await getWorkingPageOrThrow(store, _id, 'pages');
      await markReviewed(store, page, user, now);
      return loadReviewDate(store, page, now);
    },
  }),
];

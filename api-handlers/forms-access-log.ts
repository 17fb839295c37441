// POST /api/forms/accessLog - who viewed or exported form submissions, newest first, one page at a time (admins only)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { listSubmissionAccess } from '@/lib/forms/submission-access';

export const MAX_ACCESS_LOG_PAGE_SIZE = 100;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export default defineCall({
  path: 'forms/accessLog',
  method: 'POST',
  access: 'admin',
  input: z
    .object({
      page: wholeNumber('page', 1, 100_000).default(1),
      limit: wholeNumber('limit', 1, MAX_ACCESS_LOG_PAGE_SIZE).default(20),
    })
    .strict(),
  async handler(paging, { store }) {
    return listSubmissionAccess(store, paging);
  },
});

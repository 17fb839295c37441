// POST /api/forms/accessLog - who viewed or exported form submissions, newest first, one page at a time (admins only)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { pagingInput } from '@/lib/api/inputs';
import { listSubmissionAccess } from '@/lib/forms/submission-access';

export const MAX_ACCESS_LOG_PAGE_SIZE = 100;

export default defineCall({
  path: 'forms/accessLog',
  method: 'POST',
  access: 'admin',
  input: z
    .object({
      ...pagingInput('limit', { max: MAX_ACCESS_LOG_PAGE_SIZE, fallback: 20, source: 'json' }),
    })
    .strict(),
  async handler(paging, { store }) {
    return listSubmissionAccess(store, paging);
  },
});

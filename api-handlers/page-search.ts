// GET /api/page/search - pages of a domain whose title or slug contains the words typed (for the link editor)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { MAX_PAGE_SEARCH_RESULTS, searchWorkingPages } from '@/lib/content/search-working-pages';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'page/search',
  method: 'GET',
  access: editorAccess,
  input: z
    .object({
      domainId: z.string().regex(/^[\w.-]{1,100}$/, 'domainId must be a domain id'),
      q: z.string().max(200, 'q must be at most 200 characters').default(''),
      limit: z.coerce
        .number({ message: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(MAX_PAGE_SEARCH_RESULTS, `limit must be at most ${MAX_PAGE_SEARCH_RESULTS}`)
        .default(MAX_PAGE_SEARCH_RESULTS),
    })
    .strict(),
  async handler({ domainId, q, limit }, { store }) {
    return { pages: await searchWorkingPages(store, domainId, q, limit) };
  },
});

// GET /api/page/search - pages of a domain whose title or slug contains the words typed (for the link editor)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { MAX_PAGE_SEARCH_RESULTS, searchWorkingPages } from '@/lib/content/pages/search-working-pages';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, wholeNumberInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/search',
  method: 'GET',
  access: editorAccess,
  input: z
    .object({
      domainId: domainIdInput,
      q: z.string().max(200, 'q must be at most 200 characters').default(''),
      limit: wholeNumberInput('limit', 1, MAX_PAGE_SEARCH_RESULTS).default(MAX_PAGE_SEARCH_RESULTS),
    })
    .strict(),
  async handler({ domainId, q, limit }, { store }) {
    return { pages: await searchWorkingPages(store, domainId, q, limit) };
  },
});

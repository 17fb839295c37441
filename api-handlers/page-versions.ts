// GET /api/page/versions - a page's history, newest first, without page bodies
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { listPageVersions } from '@/lib/content/list-page-versions';
import { editorAccess } from '@/lib/api/access';

export const MAX_VERSIONS_PER_PAGE = 100;

export default defineCall({
  path: 'page/versions',
  method: 'GET',
  access: editorAccess,
  input: z
    .object({
      _id: z.string().min(1).max(100),
      domainId: z.string().min(1).max(100),
      page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').default(1),
      size: z.coerce
        .number({ message: 'size must be a number' })
        .int('size must be a whole number')
        .min(1, 'size must be at least 1')
        .max(MAX_VERSIONS_PER_PAGE, `size must be at most ${MAX_VERSIONS_PER_PAGE}`)
        .default(20),
    })
    .strict(),
  async handler({ _id, domainId, page, size }, { store }) {
    return listPageVersions(store, _id, domainId, page, size);
  },
});

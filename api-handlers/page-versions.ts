// GET /api/page/versions - a page's history, newest first, without page bodies
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { listPageVersions } from '@/lib/content/pages/list-page-versions';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput, pagingInput } from '@/lib/api/inputs';

export const MAX_VERSIONS_PER_PAGE = 100;

export default defineCall({
  path: 'page/versions',
  method: 'GET',
  access: editorAccess,
  input: z
    .object({
      _id: idInput('_id'),
      domainId: domainIdInput,
      ...pagingInput('size', { max: MAX_VERSIONS_PER_PAGE, fallback: 20 }),
    })
    .strict(),
  async handler({ _id, domainId, page, size }, { store }) {
    return listPageVersions(store, _id, domainId, page, size);
  },
});

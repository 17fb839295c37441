// GET /api/page/version - one version of a page with its content, for a preview
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { loadPageVersion } from '@/lib/content/pages/list-page-versions';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/version',
  method: 'GET',
  access: editorAccess,
  input: z.object({ _id: idInput('_id'), domainId: domainIdInput }).strict(),
  async handler({ _id, domainId }, { store }) {
    return { version: await loadPageVersion(store, _id, domainId) };
  },
});

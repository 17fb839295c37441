// GET /api/page/loadById - an editor's working copy of a page, by id and domain (the latest copy after a 409)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { loadWorkingPageById } from '@/lib/content/pages/load-working-page';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/loadById',
  method: 'GET',
  access: editorAccess,
  input: z.object({
    _id: idInput('_id'),
    domainId: domainIdInput,
    collection: pageCollectionInput,
  }),
  async handler({ _id, domainId, collection }, { store }) {
    return loadWorkingPageById(store, domainId, _id, collection);
  },
});

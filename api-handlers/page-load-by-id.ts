// GET /api/page/loadById - an editor's working copy of a page, by id and domain (the latest copy after a 409)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { loadWorkingPageById } from '@/lib/content/load-working-page';
import { pageCollectionInput } from '@/lib/content/page-collection';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'page/loadById',
  method: 'GET',
  access: editorAccess,
  input: z.object({
    _id: z.string().min(1).max(100),
    domainId: z.string().min(1).max(100),
    collection: pageCollectionInput,
  }),
  async handler({ _id, domainId, collection }, { store }) {
    return loadWorkingPageById(store, domainId, _id, collection);
  },
});

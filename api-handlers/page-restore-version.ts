// POST /api/page/restoreVersion - make an earlier version's content the page's new working copy
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { restorePageVersion } from '@/lib/content/pages/restore-page-version';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/restoreVersion',
  method: 'POST',
  access: editorAccess,
  input: z.object({
    _id: idInput('_id'),
    pageId: idInput('pageId'),
    version: z.number().int().min(1),
    collection: pageCollectionInput,
  }),
  async handler({ _id, pageId, version, collection }, { store, user, now }) {
    return { page: await restorePageVersion(store, _id, pageId, version, user._id, now, collection) };
  },
});

// POST /api/page/save - save an editor's working copy (never seen by visitors until published)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { assertBlocksFit } from './content-block-schemas';
import { PageSchema } from '@/lib/content/schemas';
import { savePage } from '@/lib/content/pages/save-page';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'page/save',
  method: 'POST',
  access: editorAccess,
  input: z.object({ page: PageSchema, collection: pageCollectionInput }),
  async handler({ page, collection }, { store, user, now }) {
    assertBlocksFit(page.contents);
    return savePage(store, page, user._id, now, collection);
  },
});

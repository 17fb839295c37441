// POST /api/page/delete - delete a page's working and published copies (a published one only with its address confirmed)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { deletePage } from '@/lib/content/pages/delete-page';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { getPublishablePageOrThrow } from '@/lib/content/pages/page-or-throw';
import { slugSchema } from '@/lib/content/schemas';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/delete',
  method: 'POST',
  access: 'publisher',
  input: z.object({ _id: idInput('_id'), collection: pageCollectionInput, confirmSlug: slugSchema.optional() }),
  async handler({ _id, collection, confirmSlug }, { store, user, now, invalidate }) {
    // Deleting takes a page off the public site, so the page's own roles rule applies as for publishing.
    const page = await getPublishablePageOrThrow(store, _id, collection, user);
    const result = await deletePage(store, page, confirmSlug, user._id, now, collection);
    invalidate(result.invalidate);
    return { deleted: true };
  },
});

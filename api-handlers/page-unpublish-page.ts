// POST /api/page/unpublishPage - take a page off the public site, keeping its working copy
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { getPublishablePageOrThrow } from '@/lib/content/pages/page-or-throw';
import { unpublishPage } from '@/lib/content/pages/unpublish-page';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/unpublishPage',
  method: 'POST',
  access: 'publisher',
  input: z.object({ _id: idInput('_id'), collection: pageCollectionInput }),
  async handler({ _id, collection }, { store, user, now, invalidate }) {
    // A page that lists roles may be unpublished only by those roles (and admin), as for publishing.
    const page = await getPublishablePageOrThrow(store, _id, collection, user);
    const result = await unpublishPage(store, page, user._id, now, collection);
    invalidate(result.invalidate);
    return { published: result.published, page: result.page };
  },
});

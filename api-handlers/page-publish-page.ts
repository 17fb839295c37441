// POST /api/page/publishPage - save a page's working copy and make it what visitors see
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { canPublish } from '@/lib/auth/roles';
import { PageSchema } from '@/lib/content/schemas';
import { publishPage } from '@/lib/content/publish-page';
import { pageCollectionInput } from '@/lib/content/page-collection';

export default defineCall({
  path: 'page/publishPage',
  method: 'POST',
  access: 'publisher',
  input: z.object({ page: PageSchema, collection: pageCollectionInput }),
  async handler({ page, collection }, { store, user, now, invalidate }) {
    const stored = await store.collection(collection).findOne({ _id: page._id });
    const pageRoles = Array.isArray(stored?.roles) ? (stored.roles as string[]) : [];
    // A page that lists roles may be published only by those roles (and admin).
    if (!canPublish(user, pageRoles)) {
      throw new AppError('forbidden', 'You do not have permission to publish this page.');
    }
    const result = await publishPage(store, page, user._id, now, collection);
    invalidate(result.invalidate);
    const { page: published, lastPublished, renamedFrom } = result;
    return { page: published, published: result.published, lastPublished, ...(renamedFrom === undefined ? {} : { renamedFrom }) };
  },
});

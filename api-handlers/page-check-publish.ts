// POST /api/page/checkPublish - the pre-publish checks of a working copy, without publishing it
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { getPageToPublish } from '@/lib/content/pages/page-or-throw';
import { PageSchema } from '@/lib/content/schemas';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { checkPublishing } from '@/lib/content/pages/check-publish';

export default defineCall({
  path: 'page/checkPublish',
  method: 'POST',
  access: 'publisher',
  input: z.object({ page: PageSchema, collection: pageCollectionInput }),
  async handler({ page, collection }, { store, user }) {
    await getPageToPublish(store, page, collection, user);
    const { checks, approval } = await checkPublishing(store, page, collection);
    return { checks, blockers: checks.filter((c) => c.severity === 'blocker').length, warnings: checks.filter((c) => c.severity === 'warning').length, approval };
  },
});

// GET /api/page/load - an editor's working copy of a page, by slug and domain
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { loadWorkingPage } from '@/lib/content/pages/load-working-page';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { domainIdInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/load',
  method: 'GET',
  access: editorAccess,
  input: z.object({
    slug: z.string().max(300).default(''),
    domainId: domainIdInput,
    collection: pageCollectionInput,
  }),
  async handler({ slug, domainId, collection }, { store }) {
    return loadWorkingPage(store, domainId, slug, collection);
  },
});

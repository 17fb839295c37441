// GET /api/page/checkSlug - whether an address is free for a page in its domain, after normalising it
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { checkSlug } from '@/lib/content/pages/check-slug';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { slugSchema } from '@/lib/content/schemas';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/checkSlug',
  method: 'GET',
  access: editorAccess,
  input: z
    .object({
      slug: slugSchema,
      _id: idInput('_id').optional(),
      domainId: domainIdInput,
      collection: pageCollectionInput,
    })
    .strict(),
  async handler({ slug, _id, domainId, collection }, { store }) {
    return checkSlug(store, { slug, domainId, pageId: _id, collection });
  },
});

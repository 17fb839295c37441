// GET /api/page/checkSlug - whether an address is free for a page in its domain, after normalising it
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { checkSlug } from '@/lib/content/check-slug';
import { pageCollectionInput } from '@/lib/content/page-collection';
import { slugSchema } from '@/lib/content/schemas';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'page/checkSlug',
  method: 'GET',
  access: editorAccess,
  input: z
    .object({
      slug: slugSchema,
      _id: z.string().min(1).max(100).optional(),
      domainId: z.string().min(1).max(100),
      collection: pageCollectionInput,
    })
    .strict(),
  async handler({ slug, _id, domainId, collection }, { store }) {
    return checkSlug(store, { slug, domainId, pageId: _id, collection });
  },
});

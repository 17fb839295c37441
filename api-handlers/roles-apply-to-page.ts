// POST /api/roles/applyToPage - set which roles (besides admin) may publish a page
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { roles as roleNames } from '@/lib/auth/roles';
import { applyPageRoles } from '@/lib/content/pages/apply-page-roles';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { getWorkingPageOrThrow } from '@/lib/content/pages/page-or-throw';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'roles/applyToPage',
  method: 'POST',
  access: 'admin',
  input: z.object({
    page: z.object({ _id: idInput('_id') }),
    collection: pageCollectionInput,
    roles: z.array(z.enum(roleNames, { error: `Roles must be among: ${roleNames.join(', ')}` })).max(roleNames.length * 2),
  }),
  async handler({ page, collection, roles }, { store, user, now }) {
    const stored = await getWorkingPageOrThrow(store, page._id, collection);
    return { page: await applyPageRoles(store, stored, roles, user._id, now, collection) };
  },
});

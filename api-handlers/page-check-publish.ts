// POST /api/page/checkPublish - the pre-publish checks of a working copy, without publishing it
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { canPublish } from '@/lib/auth/roles';
import { PageSchema } from '@/lib/content/schemas';
import { pageCollectionInput } from '@/lib/content/page-collection';
import { checkPageForPublish } from '@/lib/content/check-publish';

export default defineCall({
  path: 'page/checkPublish',
  method: 'POST',
  access: 'publisher',
  input: z.object({ page: PageSchema, collection: pageCollectionInput }),
  async handler({ page, collection }, { store, user }) {
    if (!(await store.collection('domains').findOne({ _id: page.domainId }))) throw new AppError('not_found', 'Domain not found.');
    const stored = await store.collection(collection).findOne({ _id: page._id });
    // A page not saved yet has nothing to publish; one in another domain is not this page.
    if (!stored || stored.domainId !== page.domainId) throw new AppError('not_found', 'Page not found.');
    const pageRoles = Array.isArray(stored.roles) ? (stored.roles as string[]) : [];
    if (!canPublish(user, pageRoles)) throw new AppError('forbidden', 'You do not have permission to publish this page.');
    const checks = await checkPageForPublish(store, page, collection);
    return { checks, blockers: checks.filter((c) => c.severity === 'blocker').length, warnings: checks.filter((c) => c.severity === 'warning').length };
  },
});

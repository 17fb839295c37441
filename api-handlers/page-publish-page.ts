// POST /api/page/publishPage - save a page's working copy and make it what visitors see
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { assertBlocksFit } from './content-block-schemas';
import { AppError } from '@/lib/errors';
import { getPageToPublish } from '@/lib/content/pages/page-or-throw';
import { PageSchema } from '@/lib/content/schemas';
import { publishPage } from '@/lib/content/pages/publish-page';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { blockedPublishError, checkPageForPublish } from '@/lib/content/pages/check-publish';
import { blockersOf, type PublishCheck } from '@/lib/content/pages/publish-checks';
import { PublishOverrideSchema, recordPublishOverride } from '@/lib/content/pages/publish-override';

export default defineCall({
  path: 'page/publishPage',
  method: 'POST',
  access: 'publisher',
  input: z.object({ page: PageSchema, collection: pageCollectionInput, override: PublishOverrideSchema.optional() }),
  async handler({ page, collection, override }, { store, user, now, invalidate }) {
    assertBlocksFit(page.contents);
    await getPageToPublish(store, page, collection, user);
    if (override && !user.roles.includes('admin')) {
      throw new AppError('forbidden', 'Only an admin can publish a page with blockers. Fix the problems listed under Publish page first.');
    }
    let overridden: PublishCheck[] = [];
    const result = await publishPage(store, page, user._id, now, collection, async (candidate) => {
      const blockers = blockersOf(await checkPageForPublish(store, candidate, collection));
      if (blockers.length > 0 && !override) throw blockedPublishError(blockers);
      overridden = blockers;
    });
    if (override && overridden.length > 0) {
      await recordPublishOverride(store, { pageId: result.page._id, domainId: result.page.domainId, reason: override.reason, blockers: overridden, userId: user._id, at: now.toISOString() });
    }
    invalidate(result.invalidate);
    const { page: published, lastPublished, renamedFrom } = result;
    return { page: published, published: result.published, lastPublished, ...(renamedFrom === undefined ? {} : { renamedFrom }) };
  },
});

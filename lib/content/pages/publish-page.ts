import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from '../schemas';
import { writeWorkingCopy } from './save-page';
import { recordPageChange } from './record-change';
import { cacheTags } from '../cache-tags';
import { publishedCollectionOf, type PageCollection } from './page-collection';
import { runPageHook } from './page-types';
import { removeRedirectFrom } from '../site/redirects';
import { putPublishedCopy } from './published-copy';
import { giveReviewDateAtPublish } from './review-dates';

export type PublishResult = {
  page: Page;
  published: true;
  lastPublished: string;
  /** The address visitors knew the page by, when this publish moved it: the editor offers a redirect from it. */
  renamedFrom?: string;
  invalidate: string[];
};

/**
 * Publishes the editor's copy: one version-checked write of the working copy (published, lastPublished,
 * updatedAt, version + 1), then the published copy replaced by it, then one history and audit record.
 * The page type's beforePublish runs after the page's own checks and before any write; afterPublish runs last.
 * Answers the tags to invalidate: the page's address, and its old address if the slug changed.
 */
export async function publishPage(
  store: Store,
  input: Page,
  userId: string,
  now: Date,
  collection: PageCollection = 'pages',
  /** The pre-publish checks (lib/content/pages/check-publish.ts): may refuse, before anything is written. */
  checks?: (page: Page) => Promise<void>,
): Promise<PublishResult> {
  const at = now.toISOString();
  const publishedPages = store.collection<Page>(publishedCollectionOf[collection]);
  const previous = await publishedPages.findOne({ _id: input._id });

  const page = await writeWorkingCopy(store, input, {
    collection,
    at,
    publish: true,
    // A renamed page keeps its old address on the public site until it is published again; refusing here
    // (before anything is written) beats a published-copy clash after the working copy already changed.
    beforeWrite: async (slug) => {
      const holder = await publishedPages.findOne({ domainId: input.domainId, slug, _id: { $ne: input._id } });
      if (holder) {
        throw new AppError('conflict', `Another published page still uses the address /${slug}. Publish or unpublish that page first.`, {
          slug: 'A published page still uses this address.',
        });
      }
      await checks?.({ ...input, slug });
      await runPageHook('beforePublish', { ...input, slug }, { store, userId });
    },
  });
  await putPublishedCopy(store, page, collection);
  await recordPageChange(store, 'publish', page, userId, at);
  await giveReviewDateAtPublish(store, page, now);
  // A redirect from this address gives way to the page (whose tag, invalidated below, the redirect's answer carries).
  await removeRedirectFrom(store, page.domainId, `/${page.slug}`, userId, now);
  await runPageHook('afterPublish', page, { store, userId });

  const invalidate = [cacheTags.page(page.domainId, page.slug), cacheTags.sitemap(page.domainId)];
  const renamed = previous && previous.slug !== page.slug ? previous.slug : undefined;
  if (renamed !== undefined) invalidate.push(cacheTags.page(page.domainId, renamed));
  return { page, published: true, lastPublished: at, ...(renamed === undefined ? {} : { renamedFrom: renamed }), invalidate };
}

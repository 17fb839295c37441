import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { blockersOf, runPublishChecks, type PublishCheck } from './publish-checks';
import { publishedCollectionOf, type PageCollection } from './page-collection';
import { loadRedirects } from '../site/redirects';
import type { Page } from '../schemas';
import { loadSettingsInForce } from '../site/settings-in-force';
import { sanitizePage } from './sanitize-page';
import { normalizeSlug } from './slug';
import { approvalChecks, approvalState, type ApprovalState } from '../reviews/approval';

async function slugsOf(store: Store, collection: Parameters<Store['collection']>[0], domainId: string): Promise<Set<string>> {
  const pages = await store.collection<{ _id: string; slug?: unknown }>(collection).find({ domainId }, { projection: { slug: 1 } });
  return new Set(pages.flatMap((page) => (typeof page.slug === 'string' ? [page.slug] : [])));
}

/**
 * The pre-publish checks of a page as it would be published: cleaned as a save cleans it, at its normalised
 * address, against the domain's pages, the redirects visitors get and the sensitive topics of its settings.
 */
export async function checkPageForPublish(store: Store, input: Page, collection: PageCollection = 'pages'): Promise<PublishCheck[]> {
  return (await checkPublishing(store, input, collection)).checks;
}

/** The checks, and whether publishing needs an approval and which is in force (the publish panel shows both). */
export async function checkPublishing(store: Store, input: Page, collection: PageCollection = 'pages'): Promise<{ checks: PublishCheck[]; approval: ApprovalState }> {
  const page = sanitizePage({ ...input, slug: normalizeSlug(input.slug) });
  const [{ sensitiveTopics, publishingApproval }, publishedSlugs, pageSlugs, redirects] = await Promise.all([
    loadSettingsInForce(store, page.domainId),
    slugsOf(store, publishedCollectionOf[collection], page.domainId),
    slugsOf(store, collection, page.domainId),
    loadRedirects(store, page.domainId, 'published'),
  ]);
  const approval = await approvalState(store, page, publishingApproval, sensitiveTopics);
  return { checks: [...runPublishChecks({ page, sensitiveTopics, site: { publishedSlugs, pageSlugs, redirects } }), ...approvalChecks(approval)], approval };
}

/** The refusal of a publish with blockers: the first problem in words, every problem by where it is. */
export function blockedPublishError(checks: readonly PublishCheck[]): AppError {
  const blockers = blockersOf(checks);
  const count = blockers.length === 1 ? 'one problem is' : `${blockers.length} problems are`;
  const rest = blockers.length - 1;
  const more = rest > 0 ? ` ${rest === 1 ? 'One more is' : `${rest} more are`} listed under 'Publish page'.` : '';
  const fields: Record<string, string> = {};
  for (const blocker of blockers) {
    const key = blocker.path || blocker.rule;
    fields[key] = fields[key] ? `${fields[key]} ${blocker.message}` : blocker.message;
  }
  return new AppError(
    'conflict',
    `This page cannot be published until ${count} fixed. ${blockers[0]?.message ?? ''}${more} An admin can publish it anyway by giving a reason.`,
    fields,
  );
}

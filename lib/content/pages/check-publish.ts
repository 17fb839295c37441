import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { blockersOf, runPublishChecks, type PublishCheck } from './publish-checks';
import { publishedCollectionOf, type PageCollection } from './page-collection';
import { loadRedirects } from '../site/redirects';
import { DEFAULT_SENSITIVE_TOPICS, SiteSettingsSchema, type Page } from '../schemas';
import { sanitizePage } from './sanitize-page';
import { settingsDocId } from '../site/site-settings';
import { normalizeSlug } from './slug';
import { approvalChecks, approvalState, type ApprovalState } from '../reviews/approval';

const PublishingSettingsSchema = z.object({ sensitiveTopics: SiteSettingsSchema.shape.sensitiveTopics, publishingApproval: SiteSettingsSchema.shape.publishingApproval });
type PublishingSettings = z.infer<typeof PublishingSettingsSchema>;

/**
 * The sensitive topics and the approval rule in force: the published settings, or the working ones on a site whose
 * settings were never published.
 */
async function loadPublishingSettings(store: Store, domainId: string): Promise<PublishingSettings> {
  const doc = await store.collection<{ _id: string; draft?: unknown; published?: unknown }>('siteSettings').findOne({ _id: settingsDocId(domainId) });
  const parsed = PublishingSettingsSchema.safeParse(doc?.published ?? doc?.draft ?? {});
  return parsed.success ? parsed.data : { sensitiveTopics: [...DEFAULT_SENSITIVE_TOPICS], publishingApproval: 'never' };
}

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
    loadPublishingSettings(store, page.domainId),
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

import 'server-only';
import type { Store } from '@/lib/db/port';
import type { Page, PublishingApprovalRule } from '../schemas';
import { sensitiveTopicOf } from '../pages/publish-checks/crisis-signpost';
import type { PublishCheck } from '../pages/publish-checks';
import { componentsByKey, diffComponents, diffFields } from '../document-diff';
import { lastChangerOf, type StoredReview } from './reviews';
import { parseStoredPage } from '../pages/page-or-throw';
import { userNames } from '../pages/list-page-versions';

/**
 * Whether publishing a page needs an approval under the site's rule, and whether it has one: an approval of the
 * exact version being published, by someone other than the person who made that version. Checked by the publish
 * panel, by `page/publishPage` and by scheduled publishing alike (a blocker an admin may publish past with a reason).
 */
export type ApprovalState = {
  required: boolean;
  /** Why it is needed: 'Every page', or the sensitive topic the page has. */
  because: string;
  /** The approval in force, if any. */
  approval: { by: string; at: string; version: number } | null;
  /** Why publishing is blocked, or null. */
  blocker: string | null;
};

export const NEEDS_APPROVAL = 'Publishing this page needs an approval: use Request review, and publish once a reviewer has approved this version.';
export const UNSAVED_SINCE_APPROVAL = 'Changed since approval: what is being published has changes nobody approved. Save the page and ask for a review again.';
export const changedSinceApproval = (approved: number, now: number) =>
  `Changed since approval: version ${approved} was approved; this is version ${now}. Ask for a review of this version.`;
export const APPROVED_BY_LAST_CHANGER = 'The approval is by the person who made this version: someone else has to approve it.';

/** The parts of a page visitors see, compared between the copy published and the version approved. */
const visible = (page: Page) => ({ slug: page.slug, headerType: page.headerType, header: page.header, tags: page.tags });
function sameVisibleContent(a: Page, b: Page): boolean {
  const components = diffComponents(a.contents, b.contents, 'contents');
  const { added, removed, moved, changed } = components.counts;
  return added + removed + moved + changed === 0 && componentsByKey(a.contents, 'contents').size === componentsByKey(b.contents, 'contents').size && diffFields(visible(a), visible(b)).length === 0;
}

/**
 * The approval state of publishing `candidate` (the copy a publish would write; its `version` the working copy's it
 * was made from) under `rule`, with the domain's sensitive topics.
 */
export async function approvalState(store: Store, candidate: Page, rule: PublishingApprovalRule, sensitiveTopics: readonly string[]): Promise<ApprovalState> {
  const topic = sensitiveTopicOf(candidate.tags, sensitiveTopics);
  const required = rule === 'always' || (rule === 'sensitive' && topic !== null);
  const because = rule === 'always' ? 'Every page needs an approval before it is published.' : topic ? `A page about ${topic} needs an approval before it is published.` : '';
  const reviews = await store.collection<StoredReview>('reviews').find({ pageId: candidate._id, status: 'approved' }, { sort: { decidedAt: -1 }, limit: 20 });
  const stored = await store.collection('pages').findOne({ _id: candidate._id, domainId: candidate.domainId });
  const storedPage = stored ? parseStoredPage(stored) : null;
  const current = storedPage ? reviews.find((review) => review.version === storedPage.version) : undefined;
  const names = await userNames(store, [current?.decidedBy ?? null]);
  const approval = current && current.decidedAt !== null && current.version !== null ? { by: names.get(current.decidedBy ?? '') ?? '', at: current.decidedAt, version: current.version } : null;
  let blocker: string | null = null;
  if (required) {
    if (!storedPage || !current) blocker = reviews[0]?.version != null && storedPage ? changedSinceApproval(reviews[0].version, storedPage.version) : NEEDS_APPROVAL;
    else if (!sameVisibleContent(storedPage, candidate)) blocker = UNSAVED_SINCE_APPROVAL;
    else if (current.decidedBy !== null && current.decidedBy === (await lastChangerOf(store, storedPage))) blocker = APPROVED_BY_LAST_CHANGER;
  }
  return { required, because, approval, blocker };
}

/** The blocker of a publish that needs an approval it does not have (none otherwise). */
export const approvalChecks = (state: ApprovalState): PublishCheck[] => (state.blocker ? [{ rule: 'approval', severity: 'blocker', message: state.blocker, path: '' }] : []);

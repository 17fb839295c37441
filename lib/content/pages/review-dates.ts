import 'server-only';
import { addMonths } from 'date-fns';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { AuthUser } from '@/lib/auth/roles';
import { recordAudit } from '@/lib/audit/audit-log';
import type { Page } from '../schemas';
import { loadSettingsInForce, type SettingsInForce } from '../site/settings-in-force';
import { sensitiveTopicOf } from './publish-checks/crisis-signpost';
import { userNames } from './list-page-versions';

/**
 * When each page should next be checked by a person ('Review by'), and who last checked it. Kept apart from the page
 * (collection `reviewDates`, keyed by page id) so that setting a date or marking a page reviewed never makes
 * someone's open editor stale and never reaches a published copy or an export. Publishing a page that has no date
 * gives it one: the site's months between reviews ahead (fewer for a page with a sensitive topic).
 */
export type StoredReviewDate = { _id: string; domainId: string; reviewBy: string | null; lastReviewedAt: string | null; lastReviewedBy: string | null };
export type ReviewDateView = {
  reviewBy: string | null;
  lastReviewed: { name: string; at: string } | null;
  /** The review date has passed (today is after it). */
  overdue: boolean;
  /** How far ahead publishing or 'Mark reviewed' sets the date for this page, and why. */
  months: number;
  sensitiveTopic: string | null;
};

export const REVIEW_DATE_PAST = 'The review date is in the past: choose today or a later day.';
export const REVIEW_DATE_MAX_YEARS = 5;
export const REVIEW_DATE_TOO_FAR = `Choose a review date within ${REVIEW_DATE_MAX_YEARS} years.`;

/** A calendar day as stored: 'yyyy-MM-dd' (UTC). */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const dates = (store: Store) => store.collection<StoredReviewDate>('reviewDates');

/** The months between reviews for a page under the site's content-care settings, and the sensitive topic that shortens them. */
export function reviewMonthsFor(page: Pick<Page, 'tags'>, settings: SettingsInForce): { months: number; sensitiveTopic: string | null } {
  const sensitiveTopic = sensitiveTopicOf(page.tags, settings.sensitiveTopics);
  return { months: sensitiveTopic ? settings.contentCare.sensitiveReviewMonths : settings.contentCare.reviewMonths, sensitiveTopic };
}

export async function loadReviewDate(store: Store, page: Page, now: Date): Promise<ReviewDateView> {
  const [stored, settings] = await Promise.all([dates(store).findOne({ _id: page._id }), loadSettingsInForce(store, page.domainId)]);
  const names = await userNames(store, [stored?.lastReviewedBy ?? null]);
  const reviewBy = stored?.reviewBy ?? null;
  return {
    reviewBy,
    lastReviewed: stored?.lastReviewedAt ? { name: names.get(stored.lastReviewedBy ?? '') ?? '', at: stored.lastReviewedAt } : null,
    overdue: reviewBy !== null && reviewBy < dayOf(now),
    ...reviewMonthsFor(page, settings),
  };
}

/** Sets or clears a page's review date (a day from today up to five years ahead). */
export async function setReviewBy(store: Store, page: Page, reviewBy: string | null, user: AuthUser, now: Date): Promise<void> {
  if (reviewBy !== null) {
    if (reviewBy < dayOf(now)) throw new AppError('invalid_input', REVIEW_DATE_PAST, { reviewBy: REVIEW_DATE_PAST });
    if (reviewBy > dayOf(addMonths(now, 12 * REVIEW_DATE_MAX_YEARS))) throw new AppError('invalid_input', REVIEW_DATE_TOO_FAR, { reviewBy: REVIEW_DATE_TOO_FAR });
  }
  await dates(store).update({ _id: page._id }, { $set: { reviewBy, domainId: page.domainId } }, { upsert: true });
  await recordAudit(store, { action: 'page.reviewDate', target: page._id, domainId: page.domainId, slug: page.slug, userId: user._id, at: now.toISOString(), reviewBy });
}

/** Records that someone checked the page today, and sets the next review date the site's months ahead. */
export async function markReviewed(store: Store, page: Page, user: AuthUser, now: Date): Promise<void> {
  const { months } = reviewMonthsFor(page, await loadSettingsInForce(store, page.domainId));
  const reviewBy = dayOf(addMonths(now, months));
  await dates(store).update({ _id: page._id }, { $set: { domainId: page.domainId, reviewBy, lastReviewedAt: now.toISOString(), lastReviewedBy: user._id } }, { upsert: true });
  await recordAudit(store, { action: 'page.reviewed', target: page._id, domainId: page.domainId, slug: page.slug, userId: user._id, at: now.toISOString(), reviewBy });
}

/** At publish: a page without a review date gets one, the site's months ahead. */
export async function giveReviewDateAtPublish(store: Store, page: Page, now: Date): Promise<void> {
  const stored = await dates(store).findOne({ _id: page._id });
  if (stored?.reviewBy) return;
  const { months } = reviewMonthsFor(page, await loadSettingsInForce(store, page.domainId));
  await dates(store).update({ _id: page._id }, { $set: { domainId: page.domainId, reviewBy: dayOf(addMonths(now, months)) } }, { upsert: true });
}

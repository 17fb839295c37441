import 'server-only';
import crypto from 'node:crypto';
import type { Filter, Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { canPublish, hasRole, type AuthUser } from '@/lib/auth/roles';
import { recordAudit } from '@/lib/audit/audit-log';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail/send-mail';
import { PAGE_NOT_FOUND_MESSAGE, parseStoredPage } from '../pages/page-or-throw';
import type { Page } from '../schemas';
import { userNames } from '../pages/list-page-versions';

/**
 * Review requests (collection `reviews`): an editor asks named publishers, or any publisher, to look at the page as
 * saved; a reviewer approves that exact version or asks for changes. An approval is for the version the reviewer
 * saw (`version`): a later save leaves it behind ('Changed since approval'), and publishing a page that needs an
 * approval then needs a new one (lib/content/reviews/approval.ts).
 */
export type ReviewStatus = 'open' | 'approved' | 'changesRequested';

export type StoredReview = {
  _id: string;
  pageId: string;
  domainId: string;
  requestedBy: string;
  requestedAt: string;
  /** The people asked (user ids); empty with `anyPublisher`. */
  reviewers: string[];
  anyPublisher: boolean;
  message: string;
  /** The working copy's version when the review was asked for. */
  requestedVersion: number;
  status: ReviewStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionMessage: string;
  /** The version the reviewer decided on: what an approval is for. */
  version: number | null;
};

export type ReviewView = Omit<StoredReview, 'requestedBy' | 'reviewers' | 'decidedBy'> & {
  pageTitle: string;
  pageSlug: string;
  requestedBy: { _id: string; name: string };
  reviewers: { _id: string; name: string }[];
  decidedBy: { _id: string; name: string } | null;
  /** The page's working copy is no longer the version approved. */
  changedSinceApproval: boolean;
  /** The signed-in user may approve or ask for changes (an open review they are asked for). */
  mayDecide: boolean;
};

export const REVIEW_NOT_FOUND = 'Review not found.';
export const REVIEW_ALREADY_OPEN = 'A review of this page is already waiting. Wait for its answer, or ask the reviewer.';
export const REVIEW_CLOSED = 'This review has already been answered.';
export const NOT_A_REVIEWER = 'You were not asked to review this page.';
export const OWN_CHANGES = 'You changed this page last: someone else has to approve it.';
export const PAGE_CHANGED = 'The page was saved again since you opened it. Look at the changes again before deciding.';
export const NO_REVIEWERS = 'Choose who should review the page, or any publisher.';

/** A user who can decide on a review: active staff who may publish (admins and publishers). */
type StaffDoc = { _id: string; name?: unknown; email?: unknown; roles?: unknown; active?: unknown };
const mayReview = (doc: StaffDoc) => {
  const roles = Array.isArray(doc.roles) ? (doc.roles as string[]) : [];
  return (roles.includes('admin') || roles.includes('publisher')) && doc.active === true;
};

async function pageOrThrow(store: Store, pageId: string, domainId: string): Promise<Page> {
  const doc = await store.collection('pages').findOne({ _id: pageId, domainId });
  if (!doc) throw new AppError('not_found', PAGE_NOT_FOUND_MESSAGE);
  return parseStoredPage(doc);
}

async function reviewOrThrow(store: Store, reviewId: string): Promise<StoredReview> {
  const review = await store.collection<StoredReview>('reviews').findOne({ _id: reviewId });
  if (!review) throw new AppError('not_found', REVIEW_NOT_FOUND);
  return review;
}

/** Who wrote the page's current working version (its save, restore or publish), or null when unknown. */
export async function lastChangerOf(store: Store, page: Pick<Page, '_id' | 'version'>): Promise<string | null> {
  const [record] = await store.collection('pageVersions').find(
    { pageId: page._id, version: page.version, action: { $in: ['save', 'restore', 'publish'] } },
    { sort: { at: -1 }, limit: 1, projection: { userId: 1 } },
  );
  return typeof record?.userId === 'string' ? record.userId : null;
}

/** Whether this user is one of those asked: named, or any publisher when the request says so. */
const isAskedOf = (review: StoredReview, user: AuthUser) => review.reviewers.includes(user._id) || (review.anyPublisher && canPublish(user));

const pageLink = (slug: string) => new URL(`/${slug}`, env().SITE_URL).toString();

/** Mail is sent after the write and never fails the call: a lost email is logged, the request stands. */
function mailQuietly(to: string[], subject: string, text: string) {
  for (const address of to) void sendMail({ to: address, subject, text }).catch((error: unknown) => log.error('review.mail', { error: String(error) }));
}

type RequestInput = { pageId: string; domainId: string; reviewers: string[]; anyPublisher: boolean; message: string };

/** Asks for a review of the page as saved; emails those asked (every publisher for 'any publisher'). */
export async function requestReview(store: Store, input: RequestInput, user: AuthUser, now: Date): Promise<StoredReview> {
  const page = await pageOrThrow(store, input.pageId, input.domainId);
  if (!input.anyPublisher && !input.reviewers.length) throw new AppError('invalid_input', NO_REVIEWERS, { reviewers: NO_REVIEWERS });
  const reviewers = [...new Set(input.reviewers)];
  const asked = reviewers.length ? await store.collection<StaffDoc>('users').find({ _id: { $in: reviewers } }) : [];
  const unknown = reviewers.filter((id) => !asked.some((doc) => doc._id === id && mayReview(doc)));
  if (unknown.length) {
    const message = 'Only active publishers and admins can review a page.';
    throw new AppError('invalid_input', message, { reviewers: message });
  }
  if (await store.collection('reviews').findOne({ pageId: page._id, status: 'open' })) throw new AppError('conflict', REVIEW_ALREADY_OPEN);
  const at = now.toISOString();
  const review: StoredReview = {
    _id: crypto.randomUUID(),
    pageId: page._id,
    domainId: page.domainId,
    requestedBy: user._id,
    requestedAt: at,
    reviewers,
    anyPublisher: input.anyPublisher,
    message: input.message,
    requestedVersion: page.version,
    status: 'open',
    decidedBy: null,
    decidedAt: null,
    decisionMessage: '',
    version: null,
  };
  await store.collection<StoredReview>('reviews').insert(review);
  await recordAudit(store, { action: 'review.request', target: page._id, userId: user._id, at, domainId: page.domainId, reviewId: review._id, version: page.version, reviewers, anyPublisher: input.anyPublisher });
  const recipients = input.anyPublisher ? (await store.collection<StaffDoc>('users').find({})).filter(mayReview) : asked;
  const title = page.header.title || `/${page.slug}`;
  mailQuietly(
    recipients.filter((doc) => doc._id !== user._id && typeof doc.email === 'string').map((doc) => String(doc.email)),
    `Review requested: ${title}`,
    [`${user.name} asked you to review the page "${title}" before it is published.`, '', ...(input.message ? [input.message, ''] : []), `Open the page, choose 'Compare with published', then approve it or ask for changes:`, pageLink(page.slug)].join('\n'),
  );
  return review;
}

type DecideInput = { reviewId: string; decision: 'approve' | 'changes'; message: string; version: number };

/**
 * A reviewer's answer on the version they saw: 409 when the page was saved since (they must look again), 403 when
 * they were not asked, or when approving their own last change. The requester is told by email.
 */
export async function decideReview(store: Store, input: DecideInput, user: AuthUser, now: Date): Promise<StoredReview> {
  const review = await reviewOrThrow(store, input.reviewId);
  if (review.status !== 'open') throw new AppError('conflict', REVIEW_CLOSED);
  if (!isAskedOf(review, user)) throw new AppError('forbidden', NOT_A_REVIEWER);
  const page = await pageOrThrow(store, review.pageId, review.domainId);
  if (page.version !== input.version) throw new AppError('conflict', PAGE_CHANGED);
  if (input.decision === 'approve' && (await lastChangerOf(store, page)) === user._id) throw new AppError('forbidden', OWN_CHANGES);
  const at = now.toISOString();
  const status: ReviewStatus = input.decision === 'approve' ? 'approved' : 'changesRequested';
  const decided = { status, decidedBy: user._id, decidedAt: at, decisionMessage: input.message, version: page.version };
  const changed = await store.collection('reviews').update({ _id: review._id, status: 'open' }, { $set: decided });
  if (!changed) throw new AppError('conflict', REVIEW_CLOSED);
  await recordAudit(store, { action: 'review.decide', target: page._id, userId: user._id, at, domainId: page.domainId, reviewId: review._id, decision: status, version: page.version });
  const requester = await store.collection<StaffDoc>('users').findOne({ _id: review.requestedBy });
  const title = page.header.title || `/${page.slug}`;
  if (requester && typeof requester.email === 'string' && requester._id !== user._id) {
    const verdict = status === 'approved' ? `approved the page "${title}" (version ${page.version})` : `asked for changes to the page "${title}"`;
    mailQuietly([requester.email], `${status === 'approved' ? 'Approved' : 'Changes requested'}: ${title}`, [`${user.name} ${verdict}.`, '', ...(input.message ? [input.message, ''] : []), pageLink(page.slug)].join('\n'));
  }
  return { ...review, ...decided };
}

export type ReviewBox = 'mine' | 'requested' | 'closed' | 'page';

/**
 * Reviews for the dashboard's Reviews tab and the page: 'mine' (open, asked of me), 'requested' (open, asked by
 * me), 'closed' (answered, that I asked for or answered; every one for admins) or 'page' (every review of `pageId`).
 */
export async function listReviews(store: Store, domainId: string, box: ReviewBox, user: AuthUser, pageId?: string): Promise<ReviewView[]> {
  const filter: Filter = { domainId };
  if (box === 'page') filter.pageId = pageId ?? '';
  else if (box === 'closed') filter.status = { $in: ['approved', 'changesRequested'] };
  else filter.status = 'open';
  if (box === 'requested') filter.requestedBy = user._id;
  let reviews = await store.collection<StoredReview>('reviews').find(filter, { sort: { requestedAt: -1 }, limit: 200 });
  if (box === 'mine') reviews = reviews.filter((review) => isAskedOf(review, user) && review.requestedBy !== user._id);
  if (box === 'closed' && !hasRole(user, 'admin')) reviews = reviews.filter((review) => review.requestedBy === user._id || review.decidedBy === user._id || isAskedOf(review, user));
  const pageIds = [...new Set(reviews.map((review) => review.pageId))];
  const pages = pageIds.length ? await store.collection('pages').find({ _id: { $in: pageIds } }, { projection: { _id: 1, slug: 1, header: 1, version: 1 } }) : [];
  const pageOf = new Map(pages.map((page) => [String(page._id), page]));
  // A page in the Trash takes its reviews with it; they come back if it is restored.
  if (box !== 'page') reviews = reviews.filter((review) => pageOf.has(review.pageId));
  const nameOf = await userNames(store, reviews.flatMap((review) => [review.requestedBy, ...review.reviewers, review.decidedBy]));
  const person = (id: string) => ({ _id: id, name: nameOf.get(id) ?? '' });
  return reviews.map(({ requestedBy, reviewers, decidedBy, ...review }) => {
    const page = pageOf.get(review.pageId);
    const header = page?.header as { title?: unknown } | undefined;
    return {
      ...review,
      pageTitle: typeof header?.title === 'string' ? header.title : '',
      pageSlug: typeof page?.slug === 'string' ? page.slug : '',
      requestedBy: person(requestedBy),
      reviewers: reviewers.map(person),
      decidedBy: decidedBy ? person(decidedBy) : null,
      changedSinceApproval: review.status === 'approved' && page !== undefined && page.version !== review.version,
      mayDecide: review.status === 'open' && isAskedOf({ ...review, requestedBy, reviewers, decidedBy }, user),
    };
  });
}

/** The active staff a review may be asked of, for the request form. */
export async function listReviewers(store: Store): Promise<{ _id: string; name: string }[]> {
  const users = await store.collection<StaffDoc>('users').find({}, { sort: { name: 1 } });
  return users.filter(mayReview).map((doc) => ({ _id: doc._id, name: typeof doc.name === 'string' ? doc.name : '' }));
}

// The words of review requests in the editor: the request form, the banner, the decision and the Reviews tab.
import type { ReviewView } from '@/lib/content/reviews/reviews';
import { whenText } from '../ui/when';

export const REQUEST_REVIEW = 'Request review';
export const ANY_PUBLISHER = 'Any publisher';
export const REVIEW_REQUESTED = 'Review Requested';
export const APPROVE = 'Approve';
export const REQUEST_CHANGES = 'Request changes';
export const SAVED_ONLY = 'The review is of the page as saved: save your changes first if they should be seen.';

const name = (person: { name: string } | null | undefined) => person?.name || 'a former user';

/** Who was asked: 'any publisher', or their names. */
export const askedText = (review: Pick<ReviewView, 'anyPublisher' | 'reviewers'>) => (review.anyPublisher ? 'any publisher' : review.reviewers.map(name).join(', '));

/** Where a review stands, in a sentence. */
export function reviewStateText(review: ReviewView): string {
  if (review.status === 'open') return `Waiting for ${askedText(review)} (asked by ${name(review.requestedBy)}, ${whenText(review.requestedAt)}).`;
  const by = `${name(review.decidedBy)}, ${whenText(review.decidedAt)}`;
  if (review.status === 'changesRequested') return `Changes requested by ${by}.`;
  return review.changedSinceApproval ? `Approved by ${by} (version ${review.version}). Changed since approval.` : `Approved by ${by} (version ${review.version}).`;
}

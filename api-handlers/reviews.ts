// Review requests (lib/content/reviews/reviews.ts): POST review/request {pageId, domainId, reviewers, anyPublisher,
// message}, GET review/list {domainId, box, pageId?}, POST review/decide {reviewId, decision, message, version}, and
// GET review/reviewers (who may be asked). Staff who edit pages ask; publishers and admins decide.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput, versionInput } from '@/lib/api/inputs';
import { decideReview, listReviewers, listReviews, requestReview } from '@/lib/content/reviews/reviews';

export const REVIEW_MESSAGE_MAX = 2000;
const message = z.string({ error: 'message must be text' }).trim().max(REVIEW_MESSAGE_MAX, `A message can be at most ${REVIEW_MESSAGE_MAX} characters.`).default('');

export const reviewCalls = [
  defineCall({
    path: 'review/request',
    method: 'POST',
    access: editorAccess,
    input: z
      .object({
        pageId: idInput('pageId'),
        domainId: domainIdInput,
        reviewers: z.array(idInput('reviewers'), { error: 'reviewers must be a list of user ids' }).max(20, 'Ask at most 20 people.').default([]),
        anyPublisher: z.boolean({ error: 'anyPublisher must be true or false' }).default(false),
        message,
      })
      .strict(),
    async handler(input, { store, user, now }: SignedInContext) {
      return { review: await requestReview(store, input, user, now) };
    },
  }),
  defineCall({
    path: 'review/list',
    method: 'GET',
    access: editorAccess,
    input: z
      .object({
        domainId: domainIdInput,
        box: z.enum(['mine', 'requested', 'closed', 'page'], { error: "box must be 'mine', 'requested', 'closed' or 'page'" }),
        pageId: idInput('pageId').optional(),
      })
      .strict()
      .refine((input) => input.box !== 'page' || input.pageId, { message: 'pageId is required for a page’s reviews', path: ['pageId'] }),
    async handler({ domainId, box, pageId }, { store, user }: SignedInContext) {
      return { reviews: await listReviews(store, domainId, box, user, pageId) };
    },
  }),
  defineCall({
    path: 'review/decide',
    method: 'POST',
    access: 'publisher',
    input: z.object({ reviewId: idInput('reviewId'), decision: z.enum(['approve', 'changes'], { error: "decision must be 'approve' or 'changes'" }), message, version: versionInput }).strict(),
    async handler(input, { store, user, now }: SignedInContext) {
      return { review: await decideReview(store, input, user, now) };
    },
  }),
  defineCall({
    path: 'review/reviewers',
    method: 'GET',
    access: editorAccess,
    input: z.object({}).strict(),
    async handler(_input, { store }) {
      return { reviewers: await listReviewers(store) };
    },
  }),
];

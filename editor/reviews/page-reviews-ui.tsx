'use client';

import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import type { ReviewView } from '@/lib/content/reviews/reviews';
import { menuOrder, type MenuEntry } from '../menu/menu-items';
import panel from '../ui/panel.styles';
import styles from './reviews.styles';
import { DecideDialog, RequestReviewDialog } from './review-dialogs';
import { APPROVE, REQUEST_CHANGES, REQUEST_REVIEW, REVIEW_REQUESTED, askedText } from './review-text';

/** A page's reviews, newest first: one SWR entry for the banner, the menu and Page settings. */
export function usePageReviews(pageId: string | undefined, domainId: string) {
  const key = pageId ? (['review/list', domainId, 'page', pageId] as const) : null;
  return useSWR(key, ([path, domain, box, page]) => callApi<{ reviews: ReviewView[] }>(path, { query: { domainId: domain, box, pageId: page } }));
}

type Input = {
  pageId: string | undefined;
  /** The saved copy's version: what a reviewer decides on. */
  version: number | undefined;
  domainId: string;
  userId: string;
  dirty: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
  /** Opens 'Compare with published'. */
  openCompare: () => void;
};

export type ReviewsUi = { menuEntry: MenuEntry; layer: ReactNode };

/**
 * Reviews in the editor: 'Request review' in the menu; for someone asked to review the page, a banner with
 * 'Compare with published', 'Approve' and 'Request changes'; for everyone, the changes last asked for.
 */
export function usePageReviewsUi({ pageId, version, domainId, userId, dirty, notify, openCompare }: Input): ReviewsUi {
  const { data, mutate } = usePageReviews(pageId, domainId);
  const [requesting, setRequesting] = useState(false);
  const [deciding, setDeciding] = useState<{ review: ReviewView; decision: 'approve' | 'changes' } | null>(null);
  const reviews = data?.reviews ?? [];
  const waiting = reviews.find((review) => review.status === 'open');
  const mine = waiting?.mayDecide ? waiting : undefined;
  const latest = reviews[0];
  const changesAsked = latest?.status === 'changesRequested' ? latest : undefined;
  let banner: ReactNode = null;
  if (mine && version !== undefined) {
    banner = (
      <section className={styles.banner} aria-label={REVIEW_REQUESTED}>
        <h2>{mine.requestedBy.name || 'Someone'} asked you to review this page</h2>
        {mine.message && <p className={styles.quote}>{mine.message}</p>}
        <p>Asked of {askedText(mine)}. You decide on version {version}, as saved.</p>
        <div className={panel.actions}>
          <button type="button" className={panel.button} onClick={openCompare}>
            Compare with published
          </button>
          <button type="button" className={panel.primary} onClick={() => setDeciding({ review: mine, decision: 'approve' })}>
            {APPROVE}
          </button>
          <button type="button" className={panel.button} onClick={() => setDeciding({ review: mine, decision: 'changes' })}>
            {REQUEST_CHANGES}
          </button>
        </div>
      </section>
    );
  } else if (changesAsked) {
    banner = (
      <section className={styles.banner} aria-label="Changes requested">
        <h2>{changesAsked.decidedBy?.name || 'A reviewer'} asked for changes</h2>
        {changesAsked.decisionMessage && <p className={styles.quote}>{changesAsked.decisionMessage}</p>}
        <p>Make them, save the page, then use {REQUEST_REVIEW} again.</p>
      </section>
    );
  }
  return {
    menuEntry: {
      order: menuOrder.requestReview,
      label: REQUEST_REVIEW,
      icon: 'review',
      onClick: () => setRequesting(true),
      disabled: !pageId || waiting !== undefined,
      marker: waiting ? 'Review waiting' : undefined,
    },
    layer: (
      <>
        {banner}
        {requesting && pageId && (
          <RequestReviewDialog
            pageId={pageId}
            domainId={domainId}
            userId={userId}
            dirty={dirty}
            onClose={() => setRequesting(false)}
            onRequested={() => {
              setRequesting(false);
              notify('success', REVIEW_REQUESTED);
              void mutate();
            }}
          />
        )}
        {deciding && version !== undefined && (
          <DecideDialog
            review={deciding.review}
            decision={deciding.decision}
            version={version}
            onClose={() => setDeciding(null)}
            onDecided={() => {
              notify('success', deciding.decision === 'approve' ? 'Page Approved' : 'Changes Requested');
              setDeciding(null);
              void mutate();
            }}
          />
        )}
      </>
    ),
  };
}

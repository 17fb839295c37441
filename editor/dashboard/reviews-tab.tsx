'use client';

import { useId, type MouseEvent } from 'react';
import useSWR from 'swr';
import { callApi, apiErrorText } from '@/lib/api/client';
import type { ReviewBox, ReviewView } from '@/lib/content/reviews/reviews';
import { ErrorAlert } from '../ui/error-alert';
import panel from '../ui/panel.styles';
import styles from '../reviews/reviews.styles';
import { reviewStateText } from '../reviews/review-text';
import type { DashboardTabProps } from './tab-props';

const boxes: { box: Exclude<ReviewBox, 'page'>; heading: string; empty: string }[] = [
  { box: 'mine', heading: 'Mine to do', empty: 'Nobody is waiting for you.' },
  { box: 'requested', heading: 'Requested by me', empty: 'You are not waiting for any review.' },
  { box: 'closed', heading: 'Closed', empty: 'No answered reviews yet.' },
];

function ReviewBoxSection({ box, heading, empty, domainId, onNavigate }: (typeof boxes)[number] & Pick<DashboardTabProps, 'domainId' | 'onNavigate'>) {
  const id = useId();
  const { data, error } = useSWR(['review/list', domainId, box] as const, ([path, domain, which]) => callApi<{ reviews: ReviewView[] }>(path, { query: { domainId: domain, box: which } }));
  const open = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(`/${slug}`);
  };
  return (
    <section className={panel.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <ErrorAlert message={error ? apiErrorText(error, 'The reviews could not be loaded.') : null} className={panel.error} />
      {data && !data.reviews.length && <p className={panel.note}>{empty}</p>}
      {data && data.reviews.length > 0 && (
        <ul className={styles.rows}>
          {data.reviews.map((review) => (
            <li key={review._id} className={styles.row}>
              <a href={`/${review.pageSlug}`} onClick={(event) => open(event, review.pageSlug)}>
                {review.pageTitle || `/${review.pageSlug}`}
              </a>
              <p className={styles.state}>{reviewStateText(review)}</p>
              {review.message && <p className={styles.quote}>{review.message}</p>}
              {review.decisionMessage && <p className={styles.quote}>{review.decisionMessage}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Reviews tab: reviews waiting for me, those I asked for, and those answered. */
export function ReviewsTab({ domainId, onNavigate }: DashboardTabProps) {
  return (
    <div>
      {boxes.map((box) => (
        <ReviewBoxSection key={box.box} {...box} domainId={domainId} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

'use client';

import { useId } from 'react';
import { apiErrorText } from '@/lib/api/client';
import { ErrorAlert } from '../ui/error-alert';
import panel from '../ui/panel.styles';
import styles from './reviews.styles';
import { usePageReviews } from './page-reviews-ui';
import { reviewStateText } from './review-text';

/** Page settings' review history, beside the versions: each request, who was asked, and the answer. */
export function ReviewHistorySection({ pageId, domainId }: { pageId: string; domainId: string }) {
  const id = useId();
  const { data, error } = usePageReviews(pageId, domainId);
  return (
    <section className={panel.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Reviews</h3>
      <ErrorAlert message={error ? apiErrorText(error, 'The reviews could not be loaded.') : null} className={panel.error} />
      {data && !data.reviews.length && <p className={panel.note}>No reviews yet.</p>}
      {data && data.reviews.length > 0 && (
        <ol className={styles.rows}>
          {data.reviews.map((review) => (
            <li key={review._id} className={styles.row}>
              <p className={styles.state}>{reviewStateText(review)}</p>
              {review.changedSinceApproval && <p className={styles.changed}>Changed since approval</p>}
              {review.message && <p className={styles.quote}>{review.message}</p>}
              {review.decisionMessage && <p className={styles.quote}>{review.decisionMessage}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

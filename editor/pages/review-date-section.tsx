'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { apiErrorText, callApi } from '@/lib/api/client';
import type { ReviewDateView } from '@/lib/content/pages/review-dates';
import type { Page } from '@/lib/content/schemas';
import { ErrorAlert } from '../ui/error-alert';
import { FieldShell } from '../ui/field-shell';
import { useSubmit } from '../ui/use-submit';
import { dayText, whenText } from '../ui/when';
import styles from '../ui/panel.styles';

export const reviewDateText = {
  heading: 'Review by',
  label: 'Review by',
  set: 'Set date',
  clear: 'Clear date',
  mark: 'Mark reviewed',
  none: (months: number) => `No review date yet: publishing gives it one ${months} months ahead.`,
  due: (day: string) => `Review this page by ${day}.`,
  overdue: (day: string) => `Overdue: this page was due for review on ${day}.`,
  every: (months: number, topic: string | null) => `Pages like this one come up for review every ${months} months${topic ? ` (it is about ${topic})` : ''}.`,
  last: (name: string, at: string) => `Last reviewed by ${name || 'someone no longer here'} at ${whenText(at)}.`,
  notSaved: 'Save the page first: a review date belongs to a saved page.',
};


/**
 * Page settings' 'Review by': when someone should next check the page is still right (publishing sets it the site's
 * months ahead when there is none), 'Mark reviewed' (who and when; the next date moves on), or a date of your own.
 * Written at once, apart from the page: nobody's open editor goes stale.
 */
export function ReviewDateSection({ savedPage }: { savedPage: Page }) {
  const id = useId();
  const saved = savedPage.version > 0;
  const { data, error, mutate } = useSWR(saved ? (['page/reviewDate', savedPage._id] as const) : null, ([path, _id]) => callApi<ReviewDateView>(path, { query: { _id } }));
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? data?.reviewBy ?? '';
  const write = (path: 'page/setReviewBy' | 'page/markReviewed', body: Record<string, unknown>) => async () => {
    const next = await callApi<ReviewDateView>(path, { body: { _id: savedPage._id, ...body } });
    await mutate(next, { revalidate: false });
    setTyped(null);
  };
  const setDate = useSubmit(write('page/setReviewBy', { reviewBy: value || null }), 'The review date could not be saved.');
  const clear = useSubmit(write('page/setReviewBy', { reviewBy: null }), 'The review date could not be cleared.');
  const mark = useSubmit(write('page/markReviewed', {}), 'The page could not be marked reviewed.');
  const busy = setDate.busy || clear.busy || mark.busy;
  const failure = setDate.error ?? clear.error ?? mark.error;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{reviewDateText.heading}</h3>
      {!saved ? (
        <p className={styles.note}>{reviewDateText.notSaved}</p>
      ) : (
        <>
          <ErrorAlert message={error ? apiErrorText(error, 'The review date could not be loaded.') : null} className={styles.error} />
          {data && (
            <>
              <p className={data.overdue ? styles.error : styles.note} id={`${id}-state`}>
                {data.reviewBy ? (data.overdue ? reviewDateText.overdue(dayText(data.reviewBy)) : reviewDateText.due(dayText(data.reviewBy))) : reviewDateText.none(data.months)}
              </p>
              {data.lastReviewed && <p className={styles.note}>{reviewDateText.last(data.lastReviewed.name, data.lastReviewed.at)}</p>}
              <form noValidate onSubmit={(event) => void setDate.submit(event)}>
                <FieldShell id={`${id}-date`} label={reviewDateText.label} help={reviewDateText.every(data.months, data.sensitiveTopic)}>
                  <input
                    id={`${id}-date`}
                    className={styles.input}
                    type="date"
                    value={value}
                    aria-describedby={`${id}-date-help ${id}-state`}
                    onChange={(event) => setTyped(event.target.value)}
                  />
                </FieldShell>
                <ErrorAlert message={failure} className={styles.error} />
                <div className={styles.actions}>
                  <button type="submit" className={styles.button} disabled={busy || !value || value === data.reviewBy}>
                    {reviewDateText.set}
                  </button>
                  {data.reviewBy && (
                    <button type="button" className={styles.button} disabled={busy} onClick={() => void clear.submit()}>
                      {reviewDateText.clear}
                    </button>
                  )}
                  <button type="button" className={styles.primary} disabled={busy} onClick={() => void mark.submit()}>
                    {reviewDateText.mark}
                  </button>
                </div>
              </form>
            </>
          )}
        </>
      )}
    </section>
  );
}

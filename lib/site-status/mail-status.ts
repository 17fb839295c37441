// The form emails' figures for the status view, read from the deliveries recorded on each submission.
import 'server-only';
import type { Store } from '@/lib/db/port';
import type { FormSubmission } from '@/lib/forms/submission-types';
import { DAY_MS, MAIL_FAILED_REPORT_DAYS, MAIL_FAILED_WARNING_DAYS } from './status-rules';
import type { MailFigures } from './status-types';

/** The deliveries that are emails (the CRM lead is not). */
const mailKinds = ['notification', 'confirmation'] as const;

/**
 * A delivery records no time of its own when it is given up on; that happens within a few hours of the form being
 * sent (deliveryPolicy in lib/forms/deliveries.ts), so failures are counted by the submission's createdAt. Every
 * count uses the indexes on the delivery states.
 */
export async function mailStatus(store: Store, now: Date): Promise<MailFigures> {
  const submissions = store.collection<FormSubmission>('formSubmissions');
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const perKind = await Promise.all(
    mailKinds.map(async (kind) => {
      const state = `deliveries.${kind}.state`;
      const [pending, failed, failedLast30Days, failedLast7Days, oldest] = await Promise.all([
        submissions.count({ [state]: 'pending' }),
        submissions.count({ [state]: 'failed' }),
        submissions.count({ [state]: 'failed', createdAt: { $gte: since(MAIL_FAILED_REPORT_DAYS) } }),
        submissions.count({ [state]: 'failed', createdAt: { $gte: since(MAIL_FAILED_WARNING_DAYS) } }),
        // Only when it was sent and the attempts: the answers (personal data) are not read.
        submissions.findOne({ [state]: 'pending' }, { sort: { createdAt: 1 }, projection: { createdAt: 1, deliveries: 1 } }),
      ]);
      const waiting = oldest ? { submittedAt: String(oldest.createdAt), attempts: Number(oldest.deliveries?.[kind]?.attempts ?? 0) } : null;
      return { pending, failed, failedLast30Days, failedLast7Days, waiting };
    }),
  );
  const sum = (pick: (figures: (typeof perKind)[number]) => number) => perKind.reduce((total, figures) => total + pick(figures), 0);
  const oldestPending =
    perKind
      .map((figures) => figures.waiting)
      .filter((waiting) => waiting !== null)
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))[0] ?? null;
  return {
    pending: sum((f) => f.pending),
    oldestPending,
    failedLast7Days: sum((f) => f.failedLast7Days),
    failedLast30Days: sum((f) => f.failedLast30Days),
    failed: sum((f) => f.failed),
  };
}

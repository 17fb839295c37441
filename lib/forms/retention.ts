import 'server-only';
import { StoreError, type Store } from '@/lib/db/port';
import type { FormSubmission } from './submission-types';
import { recordAudit } from '@/lib/audit/audit-log';

/**
 * The retention job: deletes the form submissions whose `deleteAfter` (set at submit time from the form's
 * 'Delete submissions after (days)') has passed. It is checked every hour on the server holding its lease and
 * runs at most once a (UTC) day: the day of the last run is claimed with one conditional write before
 * deleting, so two servers never both run it, even if one lost the lease mid-run. Each submission's delivery
 * records live on the submission itself and go with it.
 */
export const RETENTION_JOB = 'form-retention';
export const RETENTION_CHECK_MS = 60 * 60_000;
/** Longer than the check interval, so the server holding it keeps it from one hour to the next. */
export const RETENTION_LEASE_MS = 2 * RETENTION_CHECK_MS;
/** Kept beside the job's lease, in `leases`. */
const LAST_RUN_ID = 'form-retention:last-run';

type LastRun = { _id: string; day: string };

/** Takes today's run for this caller; false when it already ran (or is running) today. */
async function claimDay(store: Store, day: string): Promise<{ claimed: false } | { claimed: true; previous: string | null }> {
  const runs = store.collection<LastRun>('leases');
  const last = await runs.findOne({ _id: LAST_RUN_ID });
  if (last?.day === day) return { claimed: false };
  if (last) return (await runs.update({ _id: LAST_RUN_ID, day: last.day }, { $set: { day } })) > 0 ? { claimed: true, previous: last.day } : { claimed: false };
  try {
    await runs.insert({ _id: LAST_RUN_ID, day });
    return { claimed: true, previous: null };
  } catch (error) {
    if (error instanceof StoreError && error.code === 'duplicate') return { claimed: false };
    throw error;
  }
}

/**
 * One run: deletes what has expired and records how many in the audit log. Answers the count, or null when
 * today's run has already happened. A failed run gives the day back, so the next hourly check tries again.
 */
export async function runRetention(store: Store, now = new Date()): Promise<number | null> {
  const day = now.toISOString().slice(0, 10);
  const claim = await claimDay(store, day);
  if (!claim.claimed) return null;
  try {
    const at = now.toISOString();
    const deleted = await store.collection<FormSubmission>('formSubmissions').delete({ deleteAfter: { $lte: at } }, { multi: true });
    await recordAudit(store, { action: 'forms.retention', target: 'formSubmissions', count: deleted, userId: null, at });
    return deleted;
  } catch (error) {
    await store
      .collection<LastRun>('leases')
      .update({ _id: LAST_RUN_ID, day }, { $set: { day: claim.previous ?? '' } })
      .catch(() => undefined);
    throw error;
  }
}

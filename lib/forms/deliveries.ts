import 'server-only';
import crypto from 'node:crypto';
import type { Filter, Store } from '@/lib/db/port';
import { getStore } from '@/lib/db';
import { sendMail } from '@/lib/mail/send-mail';
import { sendLead } from './crm';
import { confirmationMail, notificationMail } from './form-mails';
import type { Delivery, FormSubmission } from './submission-types';
import { errorFields, log } from '@/lib/log';

/**
 * What happens after a submission is stored: the staff notification, the visitor's confirmation and the CRM
 * lead are each a delivery recorded on the submission. An attempt first takes a lease on its delivery with one
 * atomic update (only one server can win it); a failure schedules the next attempt with a growing delay; the
 * retry sweep (every RETRY_SWEEP_MS, started with the server) picks up whatever is due, including deliveries
 * whose server stopped mid-attempt once their lease runs out. After MAX_ATTEMPTS a delivery is marked failed.
 */

export type DeliveryKind = keyof FormSubmission['deliveries'];
export const deliveryKinds: readonly DeliveryKind[] = ['notification', 'confirmation', 'crm'];

export const deliveryPolicy = {
  maxAttempts: 10,
  /** Delay after the first failure; it doubles with every further failure, up to maxDelayMs. */
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** Longer than one attempt can take (SMTP and CRM time out well before). */
  leaseMs: 5 * 60_000,
};
export const RETRY_SWEEP_MS = 30_000;
const SWEEP_BATCH = 50;

/** Delay before attempt `attempts + 1`, after `attempts` failures: 30 s, 1 min, 2 min ... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(deliveryPolicy.maxDelayMs, deliveryPolicy.firstDelayMs * 2 ** Math.max(0, attempts - 1));

/** A delivery due at once. */
export const newDelivery = (now: Date): Delivery => ({
  state: 'pending',
  attempts: 0,
  nextAttemptAt: now.toISOString(),
  leaseUntil: null,
  leaseId: null,
  lastError: null,
  sentAt: null,
});

const submissions = (store: Store) => store.collection<FormSubmission>('formSubmissions');

async function send(kind: DeliveryKind, submission: FormSubmission): Promise<void> {
  if (kind === 'notification') return sendMail(notificationMail(submission));
  if (kind === 'confirmation') {
    const mail = confirmationMail(submission);
    if (!mail) throw new Error('The submission holds no confirmation email');
    return sendMail(mail);
  }
  return sendLead(submission);
}

export type AttemptOutcome = 'sent' | 'retry' | 'failed' | 'not due';

/** One attempt at one delivery, if it is pending, due and not leased by another attempt. */
export async function attemptDelivery(store: Store, submissionId: string, kind: DeliveryKind, now = new Date()): Promise<AttemptOutcome> {
  const at = `deliveries.${kind}`;
  const nowIso = now.toISOString();
  const leaseId = crypto.randomUUID();
  const claimed = await submissions(store).update(
    {
      _id: submissionId,
      [`${at}.state`]: 'pending',
      [`${at}.nextAttemptAt`]: { $lte: nowIso },
      $or: [{ [`${at}.leaseUntil`]: null }, { [`${at}.leaseUntil`]: { $lte: nowIso } }],
    },
    {
      $set: { [`${at}.leaseUntil`]: new Date(now.getTime() + deliveryPolicy.leaseMs).toISOString(), [`${at}.leaseId`]: leaseId },
      $inc: { [`${at}.attempts`]: 1 },
    },
  );
  if (claimed === 0) return 'not due';
  const submission = await submissions(store).findOne({ _id: submissionId });
  const delivery = submission?.deliveries[kind];
  if (!submission || !delivery) return 'not due';
  // Only the attempt holding the lease records its outcome.
  const mine: Filter = { _id: submissionId, [`${at}.leaseId`]: leaseId };
  try {
    await send(kind, submission);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = delivery.attempts >= deliveryPolicy.maxAttempts;
    const next = failed ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts)).toISOString();
    await submissions(store).update(mine, {
      $set: { [`${at}.state`]: failed ? 'failed' : 'pending', [`${at}.nextAttemptAt`]: next, [`${at}.leaseUntil`]: null, [`${at}.leaseId`]: null, [`${at}.lastError`]: message.slice(0, 500) },
    });
    const line = { submissionId, delivery: kind, attempt: delivery.attempts, message };
    if (failed) log.error('form.deliveryAbandoned', line);
    else log.warn('form.deliveryRetrying', { ...line, nextAttemptAt: next });
    return failed ? 'failed' : 'retry';
  }
  await submissions(store).update(mine, {
    $set: { [`${at}.state`]: 'sent', [`${at}.sentAt`]: nowIso, [`${at}.nextAttemptAt`]: null, [`${at}.leaseUntil`]: null, [`${at}.leaseId`]: null, [`${at}.lastError`]: null },
  });
  return 'sent';
}

/** Every delivery of a submission that is due, one after the other (the notification first). */
export async function deliverSubmission(store: Store, submissionId: string, now = new Date()): Promise<void> {
  for (const kind of deliveryKinds) await attemptDelivery(store, submissionId, kind, now);
}

/** The retry sweep: attempts the deliveries that are due (oldest submissions first); answers how many submissions it looked at. */
export async function runDueDeliveries(store: Store, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const due = await submissions(store).find(
    { $or: deliveryKinds.map((kind) => ({ [`deliveries.${kind}.state`]: 'pending', [`deliveries.${kind}.nextAttemptAt`]: { $lte: nowIso } })) },
    { sort: { createdAt: 1 }, limit: SWEEP_BATCH, projection: { _id: 1 } },
  );
  for (const { _id } of due) await deliverSubmission(store, _id, now);
  return due.length;
}

const TIMER_KEY = Symbol.for('charity-site.form-delivery-retries');
const SWEEP_KEY = Symbol.for('charity-site.form-delivery-sweep');

/** Starts the retry sweep for this server (once; the timer never keeps the process alive). */
export function startDeliveryRetries(intervalMs = RETRY_SWEEP_MS): void {
  const g = globalThis as typeof globalThis & { [TIMER_KEY]?: ReturnType<typeof setInterval>; [SWEEP_KEY]?: Promise<void> | null };
  if (g[TIMER_KEY]) return;
  const timer = setInterval(() => {
    if (g[SWEEP_KEY]) return;
    const started = Date.now();
    g[SWEEP_KEY] = getStore()
      .then((store) => runDueDeliveries(store))
      .then(
        (attempted) => {
          if (attempted) log.info('job', { job: 'form-deliveries', outcome: 'ran', attempted, ms: Date.now() - started });
        },
        (error) => log.error('job', { job: 'form-deliveries', outcome: 'failed', ms: Date.now() - started, ...errorFields(error) }),
      )
      .finally(() => (g[SWEEP_KEY] = null));
  }, intervalMs);
  timer.unref();
  g[TIMER_KEY] = timer;
}

/** Stops the retry sweep, and settles once a sweep under way has finished its attempts. */
export async function stopDeliveryRetries(): Promise<void> {
  const g = globalThis as typeof globalThis & { [TIMER_KEY]?: ReturnType<typeof setInterval>; [SWEEP_KEY]?: Promise<void> | null };
  if (g[TIMER_KEY]) clearInterval(g[TIMER_KEY]);
  g[TIMER_KEY] = undefined;
  await g[SWEEP_KEY];
}

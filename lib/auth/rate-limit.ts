import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';

export type Limit = { name: string; max: number; windowSeconds: number };

// Kept in the store so that the limits hold across several servers.
export const limits = {
  loginFailuresPerAccount: { name: 'login-account', max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-ip', max: 20, windowSeconds: 15 * 60 },
  forgotPasswordPerIp: { name: 'forgot-ip', max: 5, windowSeconds: 60 * 60 },
  forgotPasswordPerEmail: { name: 'forgot-email', max: 3, windowSeconds: 60 * 60 },
  setPasswordPerIp: { name: 'reset-ip', max: 10, windowSeconds: 60 * 60 },
  // Every invitation sends an email; a real team is invited a few people at a time.
  invitationsPerAdmin: { name: 'invite-admin', max: 20, windowSeconds: 60 * 60 },
  // Each new image size costs CPU and disk; a visitor's browser asks for a few dozen at most.
  newImageVariantsPerIp: { name: 'variant-ip', max: 300, windowSeconds: 60 * 60 },
  // Every form submission mails staff; a visitor sends one or two, fixing a typo or two on the way.
  formSubmissionsPerIp: { name: 'form-ip', max: 10, windowSeconds: 10 * 60 },
  // Confirmations go to whatever address a visitor types: a cap per address stops the site spamming one inbox.
  formConfirmationsPerAddress: { name: 'form-confirm', max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

type Counter = { _id: string; count: number; expiresAt: Date };

/** Fixed windows: one counter per limit, subject and window, removed by the store once expired. */
function counterId(limit: Limit, subject: string, now: Date) {
  const window = Math.floor(now.getTime() / 1000 / limit.windowSeconds);
  const hashed = crypto.createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22);
  return { id: `${limit.name}:${hashed}:${window}`, resetsAt: (window + 1) * limit.windowSeconds * 1000 };
}

/** Refuses with 429 (and the seconds to wait) when the subject has used up the limit in this window. */
export async function assertUnderLimit(store: Store, limit: Limit, subject: string, now: Date, message: string): Promise<void> {
  const { id, resetsAt } = counterId(limit, subject, now);
  const counter = await store.collection<Counter>('rateLimits').findOne({ _id: id });
  if (counter && counter.count >= limit.max) {
    throw new AppError('too_many_requests', message, undefined, Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)));
  }
}

/** Counts one event against the limit. */
export async function countAgainstLimit(store: Store, limit: Limit, subject: string, now: Date): Promise<void> {
  const { id, resetsAt } = counterId(limit, subject, now);
  await store
    .collection<Counter>('rateLimits')
    .update({ _id: id }, { $inc: { count: 1 }, $set: { expiresAt: new Date(resetsAt) } }, { upsert: true });
}

/** Counts one event when the subject is still under the limit; answers whether it was (nothing is refused). */
export async function countIfUnderLimit(store: Store, limit: Limit, subject: string, now: Date): Promise<boolean> {
  const { id } = counterId(limit, subject, now);
  const counter = await store.collection<Counter>('rateLimits').findOne({ _id: id });
  if (counter && counter.count >= limit.max) return false;
  await countAgainstLimit(store, limit, subject, now);
  return true;
}

/** Checks, then counts: for calls where every attempt counts (forgot password). */
export async function consumeLimit(store: Store, limit: Limit, subject: string, now: Date, message: string): Promise<void> {
  await assertUnderLimit(store, limit, subject, now, message);
  await countAgainstLimit(store, limit, subject, now);
}

import 'server-only';
import crypto from 'node:crypto';
import { StoreError, type Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';

export type Limit = { name: string; max: number; windowSeconds: number };

// Kept in the store so that the limits hold across several servers.
export const limits = {
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
  // And across the whole site: however many addresses are typed, the site sends at most this many an hour
  // (FORM_CONFIRMATIONS_PER_HOUR; see formConfirmationsPerHour()).
  formConfirmationsSiteWide: { name: 'form-confirm-all', max: 200, windowSeconds: 60 * 60 },
  // The site search: a person types a few searches a minute; this only stops a script from mining the index.
  searchesPerIp: { name: 'search-ip', max: 120, windowSeconds: 60 },
} satisfies Record<string, Limit>;

/**
 * A limit every request of an API call counts against (declared on the call as `limits`), per client address, per
 * signed-in user, or per a value of the input (an email address: kept only as a hash). Once used up in its window
 * the call answers 429 with the seconds to wait, before its handler runs.
 */
export type CallLimit<I = never> = { limit: Limit; per: 'ip' | 'user' | ((input: I) => string); message: string };

/** Inviting and reactivating (which may invite again) send email: one allowance per admin for both. */
export const invitationLimit = {
  limit: limits.invitationsPerAdmin,
  per: 'user',
  message: 'Too many invitations sent. Please wait a while and try again.',
} as const satisfies CallLimit;

type Counter = { _id: string; count: number; expiresAt: Date };

/** Names, addresses and emails are kept only as a short hash, in lower case. */
export const subjectKey = (subject: string) => crypto.createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22);

/** Fixed windows: one counter per limit, subject and window, removed by the store once expired. */
function counterId(limit: Limit, subject: string, now: Date) {
  const window = Math.floor(now.getTime() / 1000 / limit.windowSeconds);
  return { id: `${limit.name}:${subjectKey(subject)}:${window}`, resetsAt: (window + 1) * limit.windowSeconds * 1000 };
}

const tooMany = (limit: Limit, now: Date, resetsAt: number, message: string) =>
  new AppError('rate_limited', message, undefined, Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)));

/**
 * Takes one of the limit's uses in this window, if one is left; answers whether it did. The store counts and
 * checks in one step (an update that matches only while the count is under the limit), so requests sent in
 * parallel cannot all pass a check made before any of them was counted: at most `max` ever get through.
 */
export async function claim(store: Store, limit: Limit, subject: string, now: Date): Promise<boolean> {
  if (limit.max <= 0) return false;
  const { id, resetsAt } = counterId(limit, subject, now);
  const counters = store.collection<Counter>('rateLimits');
  const take = () => counters.update({ _id: id, count: { $lt: limit.max } }, { $inc: { count: 1 }, $set: { expiresAt: new Date(resetsAt) } });
  if ((await take()) > 0) return true;
  if (await counters.findOne({ _id: id })) return false;
  try {
    await counters.insert({ _id: id, count: 1, expiresAt: new Date(resetsAt) });
    return true;
  } catch (error) {
    // Another request made the counter first: take a use from it like any other.
    if (error instanceof StoreError && error.code === 'duplicate') return (await take()) > 0;
    throw error;
  }
}

/** Gives back a use taken by `claim` in the same window (a sign-in that turned out right is not a failure). */
export async function release(store: Store, limit: Limit, subject: string, now: Date): Promise<void> {
  const { id } = counterId(limit, subject, now);
  await store.collection<Counter>('rateLimits').update({ _id: id, count: { $gt: 0 } }, { $inc: { count: -1 } });
}

/** Takes a use, or refuses with 429 (and the seconds to wait) when the subject has used up the limit in this window. */
export async function consumeLimit(store: Store, limit: Limit, subject: string, now: Date, message: string): Promise<void> {
  if (!(await claim(store, limit, subject, now))) throw tooMany(limit, now, counterId(limit, subject, now).resetsAt, message);
}

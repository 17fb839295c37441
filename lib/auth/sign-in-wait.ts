import 'server-only';
import { StoreError, type Store } from '@/lib/db/port';
import { subjectKey } from './rate-limit';

/**
 * Failed sign-ins of one account. The first few are free (a typo or two); after that each further attempt has to
 * wait, and the wait doubles with every failure up to a ceiling. A growing wait rather than a hard lock: whoever
 * guesses gets fewer and fewer tries, while the owner is never kept out for long by someone else's guesses, and is
 * let straight back in by a password reset or an accepted invitation.
 */
export const signInWait = {
  freeFailures: 5,
  firstWaitSeconds: 60,
  longestWaitSeconds: 15 * 60,
  /** Failures are forgotten after this long without one. */
  forgetAfterSeconds: 24 * 60 * 60,
};

type FailureDoc = { _id: string; failures: number; nextAt: Date; expiresAt: Date };

const idOf = (account: string) => `login-wait:${subjectKey(account)}`;

/** Seconds the next attempt must wait after this many failures in a row. */
export function waitAfter(failures: number): number {
  if (failures < signInWait.freeFailures) return 0;
  return Math.min(signInWait.firstWaitSeconds * 2 ** (failures - signInWait.freeFailures), signInWait.longestWaitSeconds);
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes the account's next sign-in attempt before its password is checked, counting it as a failure in advance:
 * the store moves the count on only from the value read (compare and set), so parallel guesses each take their own
 * place in the sequence and at most the free number, and then one per wait, are ever checked.
 */
export async function takeSignInAttempt(store: Store, account: string, now: Date): Promise<Attempt> {
  const docs = store.collection<FailureDoc>('rateLimits');
  const _id = idOf(account);
  const after = (failures: number) => {
    const wait = waitAfter(failures);
    // No wait is stored as the distant past, so attempts made in the same instant all pass it.
    const nextAt = wait > 0 ? new Date(now.getTime() + wait * 1000) : new Date(0);
    return { failures, nextAt, expiresAt: new Date(Math.max(now.getTime(), nextAt.getTime()) + signInWait.forgetAfterSeconds * 1000) };
  };
  // Each retry follows another attempt's success in moving the count, so this ends; the bound is a safety net.
  for (let round = 0; round < 50; round++) {
    const current = await docs.findOne({ _id });
    if (!current) {
      try {
        await docs.insert({ _id, ...after(1) });
        return { allowed: true };
      } catch (error) {
        if (error instanceof StoreError && error.code === 'duplicate') continue;
        throw error;
      }
    }
    // A store may remove expired documents only now and then: one past its time counts as no failures at all.
    const expired = new Date(current.expiresAt).getTime() <= now.getTime();
    const nextAt = new Date(current.nextAt).getTime();
    if (!expired && nextAt > now.getTime()) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((nextAt - now.getTime()) / 1000)) };
    const moved = await docs.update({ _id, failures: current.failures }, { $set: after(expired ? 1 : current.failures + 1) });
    if (moved > 0) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: signInWait.firstWaitSeconds };
}

/** The account's owner got in, or proved who they are: their failures, and any wait, are forgotten. */
export async function clearSignInFailures(store: Store, account: string): Promise<void> {
  await store.collection<FailureDoc>('rateLimits').delete({ _id: idOf(account) });
}

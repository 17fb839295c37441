// POST /api/user/login - sign in with username or email and password; sets the session cookie
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { decoyHash, verifyPassword } from '@/lib/auth/password';
import { findUserByLogin, toAuthUser } from '@/lib/auth/users';
import { AUTH_COOKIE, SESSION_SECONDS, SIGNED_IN_HINT_COOKIE, createSession } from '@/lib/auth/sessions';
import { consumeLimit, limits, release } from '@/lib/auth/rate-limit';
import { clearSignInFailures, takeSignInAttempt } from '@/lib/auth/sign-in-wait';

export const LOGIN_FAILED = 'The username, email or password is not right.';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait a while and try again, or reset your password.';
const tooManyForAccount = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}, or reset your password.`;
};

export default defineCall({
  path: 'user/login',
  method: 'POST',
  access: 'public',
  input: z.object({
    username: z.string().trim().min(3, 'Username or email must be at least 3 characters').max(200),
    password: z.string().min(3, 'Password must be at least 3 characters').max(500),
  }),
  async handler({ username, password }, { store, setCookie, now, ip }) {
    // Counted per name typed, so an unknown account is limited exactly like a real one.
    const account = username.toLowerCase();
    // Each attempt is counted against its address and its account before its password is checked (atomically in
    // the store), so parallel guesses cannot all pass one check. A sign-in that succeeds gives its address use back
    // and clears the account's failures; a failed one keeps both.
    await consumeLimit(store, limits.loginFailuresPerIp, ip, now, TOO_MANY);
    const attempt = await takeSignInAttempt(store, account, now);
    if (!attempt.allowed) {
      await release(store, limits.loginFailuresPerIp, ip, now);
      throw new AppError('rate_limited', tooManyForAccount(attempt.retryAfterSeconds), undefined, attempt.retryAfterSeconds);
    }
    const user = await findUserByLogin(store, username);
    // Always verify a hash, so a missing account, or an invited one with no password yet, takes as long as a
    // wrong password.
    const ok = await verifyPassword(user?.passwordHash || (await decoyHash()), password);
    if (!user || !ok || !user.active || user.roles.length === 0) throw new AppError('unauthenticated', LOGIN_FAILED);
    await release(store, limits.loginFailuresPerIp, ip, now);
    await clearSignInFailures(store, account);
    const token = await createSession(store, user._id);
    setCookie({ name: AUTH_COOKIE, value: token, maxAge: SESSION_SECONDS, httpOnly: true });
    setCookie({ name: SIGNED_IN_HINT_COOKIE, value: '1', maxAge: SESSION_SECONDS, httpOnly: false });
    // The token stays in its HttpOnly cookie: page scripts never see it.
    return { user: toAuthUser(user) };
  },
});

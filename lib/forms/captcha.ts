import 'server-only';
import { env } from '@/lib/config/env';
import { errorFields, log } from '@/lib/log';

/** A visitor waits for this answer; a provider slower than this counts as a failed check. */
const VERIFY_TIMEOUT_MS = 5_000;

/** Whether captcha answers can be checked here (RECAPTCHA_SECRET is set). */
export const captchaConfigured = () => Boolean(env().RECAPTCHA_SECRET);

/**
 * Asks the captcha provider (RECAPTCHA_VERIFY_URL) whether `token` is a fresh, solved captcha. Any failure
 * (refused, unreachable, slow, unreadable answer) is a no: a form with a captcha never goes unchecked.
 */
export async function verifyCaptcha(token: string, remoteIp: string): Promise<boolean> {
  const { RECAPTCHA_SECRET: secret, RECAPTCHA_VERIFY_URL: url } = env();
  if (!secret || !token) return false;
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) {
      log.error('captcha.checkFailed', { status: response.status });
      return false;
    }
    const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (answer.success !== true) log.warn('captcha.refused', { codes: answer['error-codes'] });
    return answer.success === true;
  } catch (error) {
    log.error('captcha.checkFailed', errorFields(error));
    return false;
  }
}

// POST /api/user/forgotPassword - email a password reset link; answers the same whether or not the account exists
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { env } from '@/lib/config/env';
import { createPasswordReset, RESET_HOURS } from '@/lib/auth/password-reset';
import { limits } from '@/lib/auth/rate-limit';
import { sendMail } from '@/lib/mail/send-mail';
import { errorFields, log } from '@/lib/log';

export const FORGOT_PASSWORD_ANSWER = 'If that email address belongs to an account, we have sent it instructions to reset the password.';
const TOO_MANY = 'Too many password reset requests. Please wait a while and try again.';

export default defineCall({
  path: 'user/forgotPassword',
  method: 'POST',
  access: 'public',
  input: z.object({
    email: z.string({ error: 'Please provide your email address' }).trim().min(1, 'Please provide your email address').max(254).pipe(z.email('Please provide a valid email address')),
  }),
  limits: [
    { limit: limits.forgotPasswordPerIp, per: 'ip', message: TOO_MANY },
    { limit: limits.forgotPasswordPerEmail, per: ({ email }) => email, message: TOO_MANY },
  ],
  async handler({ email }, { store, now }) {
    const reset = await createPasswordReset(store, email, now);
    if (reset) {
      // The link is built from configuration, never from the request's Host header.
      const link = new URL('/', env().SITE_URL);
      link.searchParams.set('token', reset.token);
      link.searchParams.set('email', reset.user.email);
      // Not awaited: an account that exists must not answer more slowly than one that does not.
      void sendMail({
        to: reset.user.email,
        subject: 'Reset your password',
        text: [
          `Hello ${reset.user.name || reset.user.username},`,
          '',
          'Someone (we hope you) asked to reset the password of your account on the website.',
          `To choose a new password, open this link within ${RESET_HOURS} hour:`,
          '',
          link.toString(),
          '',
          'If you did not ask for this, you can ignore this email: your password stays as it is.',
        ].join('\n'),
      }).catch((error) => log.error('mail.passwordResetFailed', { userId: reset.user._id, ...errorFields(error) }));
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  },
});

// POST /api/user/setPassword - choose a new password with a reset token from the email
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { resetPassword } from '@/lib/auth/password-reset';
import { limits } from '@/lib/auth/rate-limit';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';

export default defineCall({
  path: 'user/setPassword',
  method: 'POST',
  access: 'public',
  input: z
    .object({
      email: z.email('Please provide a valid email address').max(254),
      token: z.string().min(20, 'The reset link is not complete').max(100),
      password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
      // Checked when sent (the recovery dialog always sends it).
      passwordConfirmation: z.string().max(200).optional(),
    })
    .refine((v) => v.passwordConfirmation === undefined || v.passwordConfirmation === v.password, {
      message: 'Passwords do not match',
      path: ['passwordConfirmation'],
    }),
  limits: [{ limit: limits.setPasswordPerIp, per: 'ip', message: 'Too many attempts. Please wait a while and try again.' }],
  async handler(input, { store, now }) {
    await resetPassword(store, input, now);
    return { message: 'Password successfully reset, you can now login.' };
  },
});

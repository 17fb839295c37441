import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 10;

/** Password rules for new passwords (sign-in itself only needs 3 characters, as SPEC.md §5 says). */
export function newPasswordSchema(identity: { email?: string; username?: string }) {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters')
    .refine((pw) => ![identity.email, identity.username].some((v) => v && pw.trim().toLowerCase() === v.trim().toLowerCase()), {
      message: 'Password must not be the same as your email or username',
    });
}

export function checkNewPassword(password: string, identity: { email?: string; username?: string }): string | null {
  const result = newPasswordSchema(identity).safeParse(password);
  return result.success ? null : result.error.issues[0].message;
}

import 'server-only';
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { hashPassword } from './password';
import { checkNewPassword } from './password-rules';
import { roles, type Role } from './roles';
import type { UserDoc } from './users';

export const NewUserSchema = z.object({
  email: z.email('must be an email address').max(254),
  name: z.string().trim().min(1, 'is required').max(120),
  username: z.string().trim().min(3, 'must be at least 3 characters').max(60).regex(/^[A-Za-z0-9._-]+$/, 'may use letters, digits, dot, dash and underscore').optional(),
  roles: z.array(z.enum(roles)).min(1, 'needs at least one role'),
});
export type NewUser = z.infer<typeof NewUserSchema>;

/** Creates an active user. The username defaults to the part of the email before the @. */
export async function createUser(store: Store, input: NewUser, password: string, now = new Date()): Promise<UserDoc> {
  const parsed = NewUserSchema.parse(input);
  const username = parsed.username ?? parsed.email.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '');
  const problem = checkNewPassword(password, { email: parsed.email, username });
  if (problem) throw new AppError('invalid_input', problem);
  const users = store.collection<UserDoc>('users');
  if (await users.findOne({ $or: [{ emailLower: parsed.email.toLowerCase() }, { usernameLower: username.toLowerCase() }] })) {
    throw new AppError('conflict', 'A user with that email or username already exists.');
  }
  const user: UserDoc = {
    _id: crypto.randomUUID(),
    username,
    usernameLower: username.toLowerCase(),
    email: parsed.email,
    emailLower: parsed.email.toLowerCase(),
    name: parsed.name,
    roles: [...new Set(parsed.roles)] as Role[],
    passwordHash: await hashPassword(password),
    active: true,
    createdAt: now.toISOString(),
  };
  await users.insert(user);
  return user;
}

// Input rules shared by the user administration calls.
import { z } from 'zod';
import { roles as roleNames } from './roles';

export const userIdInput = z.string({ error: 'must be a user id' }).trim().min(1, 'is required').max(100, 'is too long');

export const rolesInput = z
  .array(z.enum(roleNames, { error: `Roles must be among: ${roleNames.join(', ')}` }), { error: 'must be a list of roles' })
  .min(1, 'Choose at least one role')
  .max(roleNames.length * 2, 'has too many roles');

export const nameInput = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters');

export const emailInput = z
  .string({ error: 'Please provide an email address' })
  .trim()
  .min(1, 'Please provide an email address')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please provide a valid email address'));

// POST /api/user/update - change a staff account's roles (and name)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { toUserSummary } from '@/lib/auth/list-users';
import { updateUser } from '@/lib/auth/manage-users';
import { nameInput, rolesInput, userIdInput } from '@/lib/auth/user-input';

export default defineCall({
  path: 'user/update',
  method: 'POST',
  access: 'admin',
  input: z.object({ _id: userIdInput, roles: rolesInput, name: nameInput.optional() }).strict(),
  async handler(input, { store, user, now }) {
    return { user: toUserSummary(await updateUser(store, input, user, now)) };
  },
});

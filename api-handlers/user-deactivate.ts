// POST /api/user/deactivate - deactivate a staff account: its sessions end and it cannot sign in
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { toUserSummary } from '@/lib/auth/list-users';
import { deactivateAccount } from '@/lib/auth/manage-users';
import { userIdInput } from '@/lib/auth/user-input';

export default defineCall({
  path: 'user/deactivate',
  method: 'POST',
  access: 'admin',
  input: z.object({ _id: userIdInput }).strict(),
  async handler({ _id }, { store, user, now }) {
    return { user: toUserSummary(await deactivateAccount(store, _id, user, now)) };
  },
});

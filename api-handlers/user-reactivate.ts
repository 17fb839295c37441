// POST /api/user/reactivate - let a deactivated account sign in again; one that never chose a password is invited again
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { sendInvitationMail } from '@/lib/auth/invitation-mail';
import { toUserSummary } from '@/lib/auth/list-users';
import { reactivateAccount } from '@/lib/auth/manage-users';
import { invitationLimit } from '@/lib/auth/rate-limit';
import { userIdInput } from '@/lib/auth/user-input';

export default defineCall({
  path: 'user/reactivate',
  method: 'POST',
  access: 'admin',
  input: z.object({ _id: userIdInput }).strict(),
  // Reactivating may send an invitation email, so it counts against the same limit as inviting.
  limits: [invitationLimit],
  async handler({ _id }, { store, user, now }) {
    const reactivated = await reactivateAccount(store, _id, user, now, (to, token) => sendInvitationMail(to, token, user.name || user.username));
    return { user: toUserSummary(reactivated) };
  },
});

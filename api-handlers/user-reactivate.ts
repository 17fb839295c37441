// POST /api/user/reactivate - let a deactivated account sign in again; one that never chose a password is invited again
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { sendInvitationMail } from '@/lib/auth/invitation-mail';
import { toUserSummary } from '@/lib/auth/list-users';
import { reactivateAccount } from '@/lib/auth/manage-users';
import { consumeLimit, limits } from '@/lib/auth/rate-limit';
import { userIdInput } from '@/lib/auth/user-input';

export default defineCall({
  path: 'user/reactivate',
  method: 'POST',
  access: 'admin',
  input: z.object({ _id: userIdInput }).strict(),
  async handler({ _id }, { store, user, now }) {
    // Reactivating may send an invitation email, so it counts against the same limit as inviting.
    await consumeLimit(store, limits.invitationsPerAdmin, user._id, now, 'Too many invitations sent. Please wait a while and try again.');
    const reactivated = await reactivateAccount(store, _id, user, now, (to, token) => sendInvitationMail(to, token, user.name || user.username));
    return { user: toUserSummary(reactivated) };
  },
});

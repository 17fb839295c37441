// POST /api/user/invite - create an invited account and email the invitee a link to choose a password
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { sendInvitationMail } from '@/lib/auth/invitation-mail';
import { toUserSummary } from '@/lib/auth/list-users';
import { inviteUser } from '@/lib/auth/manage-users';
import { invitationLimit } from '@/lib/auth/rate-limit';
import { emailInput, nameInput, rolesInput } from '@/lib/auth/user-input';

export default defineCall({
  path: 'user/invite',
  method: 'POST',
  access: 'admin',
  input: z.object({ email: emailInput, name: nameInput, roles: rolesInput }).strict(),
  limits: [invitationLimit],
  async handler(input, { store, user, now }) {
    const invited = await inviteUser(store, input, user, now, (to, token) => sendInvitationMail(to, token, user.name || user.username));
    return { user: toUserSummary(invited) };
  },
});

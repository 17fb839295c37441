// POST /api/user/logout - ends the session on the server and clears the cookies
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AUTH_COOKIE, SIGNED_IN_HINT_COOKIE, revokeSession } from '@/lib/auth/sessions';

export default defineCall({
  path: 'user/logout',
  method: 'POST',
  access: 'public',
  input: z.object({}).strict(),
  async handler(_input, { store, sessionId, setCookie }) {
    if (sessionId) await revokeSession(store, sessionId);
    setCookie({ name: AUTH_COOKIE, value: '', maxAge: 0, httpOnly: true });
    setCookie({ name: SIGNED_IN_HINT_COOKIE, value: '', maxAge: 0, httpOnly: false });
    return { ok: true };
  },
});

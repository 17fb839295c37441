// POST /api/user/me - the signed-in user, verifying the session
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';

export default defineCall({
  path: 'user/me',
  method: 'POST',
  access: 'signedIn',
  input: z.object({}).strict(),
  async handler(_input, { user }) {
    return { user };
  },
});

// GET /api/user/list - every staff account, for the dashboard's Users tab (no password hashes, tokens or sessions)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { listUsers } from '@/lib/auth/list-users';

export default defineCall({
  path: 'user/list',
  method: 'GET',
  access: 'admin',
  input: z.object({}).strict(),
  async handler(_input, { store }) {
    return { users: await listUsers(store) };
  },
});

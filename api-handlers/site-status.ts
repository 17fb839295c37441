// GET /api/site/status - sizes, free disk, form emails, the last backup and warnings, for admins (dashboard and sign-in)
import path from 'node:path';
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { env } from '@/lib/config/env';
import { siteStatus } from '@/lib/site-status/site-status';

export default defineCall({
  path: 'site/status',
  method: 'GET',
  access: 'admin',
  input: z.object({}).strict(),
  async handler(_input, { store, now }) {
    return siteStatus(store, { now, dataDir: path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR) });
  },
});

// POST /api/page/leave - an editor closed a page: others stop seeing them there (sent with fetch keepalive)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { leavePresence } from '@/lib/content/pages/presence';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/leave',
  method: 'POST',
  access: editorAccess,
  input: z.object({ pageId: idInput('pageId') }),
  // Leaving a page one is not on (or that was deleted) is not an error: the outcome is the same.
  async handler({ pageId }, { store, user }) {
    await leavePresence(store, pageId, user._id);
    return {};
  },
});

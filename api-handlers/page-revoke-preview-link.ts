// POST /api/page/revokePreviewLink - stop a preview link working at once
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { revokePreviewLink } from '@/lib/preview/preview-links';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'page/revokePreviewLink',
  method: 'POST',
  access: editorAccess,
  input: z.object({ id: z.string().min(1).max(100) }).strict(),
  async handler({ id }, { store, user, now }) {
    return { link: await revokePreviewLink(store, id, user._id, now) };
  },
});

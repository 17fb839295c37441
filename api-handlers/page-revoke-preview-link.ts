// POST /api/page/revokePreviewLink - stop a preview link working at once
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { revokePreviewLink } from '@/lib/preview/preview-links';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/revokePreviewLink',
  method: 'POST',
  access: editorAccess,
  input: z.object({ id: idInput('id') }).strict(),
  async handler({ id }, { store, user, now }) {
    return { link: await revokePreviewLink(store, id, user._id, now) };
  },
});

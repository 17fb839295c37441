// GET /api/content/exportPage?pageId - one page's working copy as a content export file (JSON download)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { downloadResponse, exportFileName } from '@/lib/content-transfer/download';
import { exportPage } from '@/lib/content-transfer/export-content';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';

// Open to editors: it answers nothing page/load and image/list do not already show them.
export default defineCall({
  path: 'content/exportPage',
  method: 'GET',
  access: editorAccess,
  input: z.object({ pageId: idInput('pageId') }),
  async handler({ pageId }, { store, user, now }) {
    const { document, domain, page } = await exportPage(store, pageId, { userId: user._id, now });
    return downloadResponse(document, exportFileName(domain.name, page.slug || 'home', document.exportedAt));
  },
});

// POST /api/page/listPreviewLinks - a page's preview links, newest first, with who made them and when they expire
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { getWorkingPageOrThrow } from '@/lib/content/pages/page-or-throw';
import { listPreviewLinks } from '@/lib/preview/preview-links';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/listPreviewLinks',
  method: 'POST',
  access: editorAccess,
  input: z.object({ pageId: idInput('pageId') }).strict(),
  async handler({ pageId }, { store, now }) {
    await getWorkingPageOrThrow(store, pageId, 'pages');
    return { links: await listPreviewLinks(store, pageId, now) };
  },
});

// POST /api/file/upload - an editor uploads a PDF or Word document; answers its id, name and download address
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { documentMessages } from '@/lib/files/document-rules';
import { saveUploadedFile } from '@/lib/files/save-file';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'file/upload',
  method: 'POST',
  body: 'multipart',
  access: editorAccess,
  input: z.object({ file: z.instanceof(File, { message: documentMessages.missing }) }).strict(),
  async handler({ file }, { store, user, now }) {
    const meta = await saveUploadedFile(store, file, user._id, now);
    return { fileId: meta._id, name: meta.originalName, href: `/api/file/${meta._id}` };
  },
});

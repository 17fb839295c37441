// POST /api/image/upload - an editor uploads a photo; answers the new image's id and size (the cropper needs it)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { saveUploadedImage } from '@/lib/images/save-image';
import { uploadMessages } from '@/lib/images/upload-rules';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'image/upload',
  method: 'POST',
  body: 'multipart',
  access: editorAccess,
  input: z.object({ file: z.instanceof(File, { message: uploadMessages.missing }) }),
  async handler({ file }, { store, user, now }) {
    const meta = await saveUploadedImage(store, file, user._id, now);
    return { imageId: meta._id, width: meta.width, height: meta.height };
  },
});

// GET /api/image/list - the image library: uploaded images, newest first, searchable by file name or alt text
import { defineCall } from '@/lib/api/define-call';
import { UploadsQuerySchema } from '@/lib/files/list-uploads';
import { listImages } from '@/lib/images/list-images';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'image/list',
  method: 'GET',
  access: editorAccess,
  input: UploadsQuerySchema,
  async handler(query, { store }) {
    return listImages(store, query);
  },
});

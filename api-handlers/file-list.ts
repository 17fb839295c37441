// GET /api/file/list - the document library: uploaded documents, newest first, searchable by file name
import { defineCall } from '@/lib/api/define-call';
import { UploadsQuerySchema } from '@/lib/files/list-uploads';
import { listFiles } from '@/lib/files/list-files';
import { editorAccess } from '@/lib/api/access';

export default defineCall({
  path: 'file/list',
  method: 'GET',
  access: editorAccess,
  input: UploadsQuerySchema,
  async handler(query, { store }) {
    return listFiles(store, query);
  },
});

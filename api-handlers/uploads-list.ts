// GET /api/image/list and GET /api/file/list: the image and document libraries, newest first, searchable by file name
// (and, for images, by alternative text). Both take the same query and answer the same page shape.
import { defineCall } from '@/lib/api/define-call';
import { UploadsQuerySchema } from '@/lib/files/list-uploads';
import { listFiles } from '@/lib/files/list-files';
import { listImages } from '@/lib/images/list-images';
import { editorAccess } from '@/lib/api/access';

export const uploadsListCalls = [
  defineCall({ path: 'image/list', method: 'GET', access: editorAccess, input: UploadsQuerySchema, handler: (query, { store }) => listImages(store, query) }),
  defineCall({ path: 'file/list', method: 'GET', access: editorAccess, input: UploadsQuerySchema, handler: (query, { store }) => listFiles(store, query) }),
];

// GET /api/file/:fileId - an uploaded document, always as a download under its (cleaned) original name
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { FILE_ID_PATTERN } from '@/lib/files/file-id';
import { loadFileMeta } from '@/lib/files/file-meta';
import { fileStorageFor } from '@/lib/files/file-storage';
import { fileResponse } from '@/lib/files/file-response';
import { log } from '@/lib/log';

const notFound = () => new AppError('not_found', 'This file could not be found.');

export default defineCall({
  path: 'file/:fileId',
  method: 'GET',
  access: 'public',
  // Not strict: links pasted into newsletters gain tracking parameters, and a visitor's download must still work.
  input: z.object({ fileId: z.string().regex(FILE_ID_PATTERN, 'This is not a file address.') }),
  async handler({ fileId }, { store }) {
    const meta = await loadFileMeta(store, fileId);
    if (!meta) throw notFound();
    const bytes = await (await fileStorageFor(store)).read(meta._id);
    if (!bytes) {
      log.error('file.bytesMissing', { fileId: meta._id });
      throw notFound();
    }
    return fileResponse(meta, bytes);
  },
});

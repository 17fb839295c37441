// GET /api/backup/download - the whole site as one backup archive (every collection and stored file), for admins in
// the dashboard and for `npm run backup`, which asks the running server so that no second process opens its data.
import { Readable } from 'node:stream';
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { createBackupStream } from '@/lib/backup/create-backup';
import { backupFileName, recordBackup } from '@/lib/backup/backup-record';
import { errorFields, log } from '@/lib/log';

export const BACKUP_SCRIPT_AUDIENCE = 'backup';

export default defineCall({
  path: 'backup/download',
  method: 'GET',
  leavesTrace: true,
  access: 'admin',
  scriptAudience: BACKUP_SCRIPT_AUDIENCE,
  input: z.object({}).strict(),
  async handler(_input, { store, user, now }) {
    const { stream, done } = createBackupStream(store, now);
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    // Recorded once the last byte has gone out; a backup that failed half way is not one.
    done.then((manifest) => recordBackup(store, manifest, user._id, bytes)).catch((error) => log.error('backup.failed', errorFields(error)));
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': 'application/gzip',
        'content-disposition': `attachment; filename="${backupFileName(now)}"`,
        'cache-control': 'no-store',
      },
    });
  },
});

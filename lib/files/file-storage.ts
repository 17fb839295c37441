// Where document bytes live: the `files` bucket (DATA_DIR/files, or GridFS beside MongoDB), named by file id.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { assertFileId } from './file-id';
import { bucketsFor } from './store-buckets';

export interface FileStorage {
  write(fileId: string, bytes: Buffer): Promise<void>;
  read(fileId: string): Promise<Buffer | null>;
  remove(fileId: string): Promise<void>;
}

export async function fileStorageFor(store: Store): Promise<FileStorage> {
  const bucket = (await bucketsFor(store)).bucket('files');
  return {
    async write(fileId, bytes) {
      assertFileId(fileId);
      await bucket.write(fileId, bytes);
    },
    async read(fileId) {
      assertFileId(fileId);
      return bucket.read(fileId);
    },
    async remove(fileId) {
      assertFileId(fileId);
      await bucket.remove(fileId);
    },
  };
}

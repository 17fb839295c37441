// Where document bytes live: the `files` bucket (DATA_DIR/files, or GridFS beside MongoDB), named by file id.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { checkedBucket } from './bucket';
import { assertFileId } from './file-id';
import { bucketsFor } from './store-buckets';

export interface FileStorage {
  write(fileId: string, bytes: Buffer): Promise<void>;
  read(fileId: string): Promise<Buffer | null>;
  remove(fileId: string): Promise<void>;
}

export async function fileStorageFor(store: Store): Promise<FileStorage> {
  return checkedBucket((await bucketsFor(store)).bucket('files'), assertFileId);
}

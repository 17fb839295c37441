// Image bytes as files for the embedded store: originals in DATA_DIR/images, variants in DATA_DIR/image-cache.
import 'server-only';
import { createDiskBuckets } from '@/lib/files/disk-buckets';
import { imageStorageOver, type ImageStorage } from './image-storage';

export function createFileImageStorage(dataDir: string): ImageStorage {
  return imageStorageOver(createDiskBuckets(dataDir));
}

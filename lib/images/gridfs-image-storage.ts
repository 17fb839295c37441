// Image bytes in GridFS beside the MongoDB store: originals in the `images` bucket, variants in `imageVariants`.
import 'server-only';
import type { Db } from 'mongodb';
import { gridFsBuckets, openGridFsBuckets } from '@/lib/files/gridfs-buckets';
import { imageStorageOver, type ImageStorage } from './image-storage';

export async function openGridFsImageStorage(uri: string): Promise<ImageStorage> {
  return imageStorageOver(await openGridFsBuckets(uri));
}

export function gridFsImageStorage(db: Db, close: () => Promise<void> = async () => undefined): ImageStorage {
  return imageStorageOver(gridFsBuckets(db, close));
}

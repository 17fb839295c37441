// Image bytes in GridFS beside the MongoDB store, so every app server behind the load balancer sees them.
import 'server-only';
import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { dbNameFromUri } from '@/lib/db/mongo-adapter';
import type { ImageStorage } from './image-storage';
import { assertImageId, assertVariantKey } from './image-id';

/** Opens its own client on the store's database (the store port does not hand out its driver). */
export async function openGridFsImageStorage(uri: string): Promise<ImageStorage> {
  const client = new MongoClient(uri, { writeConcern: { w: 'majority' } });
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return gridFsImageStorage(client.db(dbNameFromUri(uri)), () => client.close());
}

/**
 * Files are found by name (the image id, or `<imageId>/<variantKey>`), newest first. Each upload gets a fresh
 * ObjectId, so two servers computing the same variant at once both succeed and readers take either copy: a
 * file document is only written after all its chunks, so whatever a reader finds is complete.
 */
export function gridFsImageStorage(db: Db, close: () => Promise<void> = async () => undefined): ImageStorage {
  const originals = new GridFSBucket(db, { bucketName: 'images' });
  const variants = new GridFSBucket(db, { bucketName: 'imageVariants' });
  const variantName = (imageId: string, key: string) => {
    assertImageId(imageId);
    assertVariantKey(key);
    return `${imageId}/${key}`;
  };

  return {
    kind: 'gridfs',
    async writeOriginal(imageId, bytes) {
      assertImageId(imageId);
      await upload(originals, imageId, bytes, { imageId });
    },
    async readOriginal(imageId) {
      assertImageId(imageId);
      return newestByName(originals, imageId);
    },
    writeVariant: async (imageId, key, bytes) => upload(variants, variantName(imageId, key), bytes, { imageId }),
    readVariant: async (imageId, key) => newestByName(variants, variantName(imageId, key)),
    async removeImage(imageId) {
      assertImageId(imageId);
      for (const bucket of [originals, variants]) {
        const files = await bucket.find({ 'metadata.imageId': imageId }, { projection: { _id: 1 } }).toArray();
        for (const file of files) await bucket.delete(file._id);
      }
    },
    close,
  };
}

function upload(bucket: GridFSBucket, filename: string, bytes: Buffer, metadata: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = bucket.openUploadStream(filename, { metadata });
    stream.once('finish', () => resolve());
    stream.once('error', reject);
    stream.end(bytes);
  });
}

async function newestByName(bucket: GridFSBucket, filename: string): Promise<Buffer | null> {
  const [file] = await bucket.find({ filename }, { sort: { uploadDate: -1 }, limit: 1 }).toArray();
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

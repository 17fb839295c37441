// Keeps an image: bytes into ImageStorage first, then its metadata, so metadata never points at missing bytes.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Store } from '@/lib/db/port';
import type { ImageStorage } from './image-storage';
import { imageStorageFor } from './image-storage';
import { newImageId } from './image-id';
import { displayName, type ImageMeta } from './image-meta';
import { prepareUpload, type PreparedImage } from './prepare-upload';
import { recordAudit } from '@/lib/audit/audit-log';

export type StoreImageInput = {
  imageId: string;
  image: PreparedImage;
  originalName: string;
  uploadedBy: string;
  now: Date;
};

export async function storeImage(store: Store, storage: ImageStorage, input: StoreImageInput): Promise<ImageMeta> {
  const { imageId, image } = input;
  const meta: ImageMeta = {
    _id: imageId,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
    originalName: displayName(input.originalName),
    alt: '',
    uploadedBy: input.uploadedBy,
    createdAt: input.now.toISOString(),
  };
  await storage.writeOriginal(imageId, image.bytes);
  try {
    await store.collection('images').insert({ ...meta });
  } catch (error) {
    await storage.removeImage(imageId).catch(() => undefined);
    throw error;
  }
  return meta;
}

/** Checks, cleans and keeps an editor's upload under a new random id; the audit log names the editor. */
export async function saveUploadedImage(store: Store, file: File, userId: string, now: Date): Promise<ImageMeta> {
  const image = await prepareUpload(file);
  const storage = await imageStorageFor(store);
  const meta = await storeImage(store, storage, { imageId: newImageId(), image, originalName: file.name, uploadedBy: userId, now });
  await recordAudit(store, {
    action: 'image.upload',
    target: meta._id,
    userId,
    at: meta.createdAt,
  });
  return meta;
}

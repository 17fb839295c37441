// The image library an editor chooses from: every uploaded image, newest first, searchable by file name or alt text.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { listUploads, type UploadsQuery } from '@/lib/files/list-uploads';
import { ImageMetaSchema } from './image-meta';

export type ImageListItem = { imageId: string; name: string; width: number; height: number; createdAt: string };

export async function listImages(store: Store, query: UploadsQuery): Promise<{ images: ImageListItem[]; total: number }> {
  const { docs, total } = await listUploads(store, 'images', query, ['originalName', 'alt']);
  const images = docs.map((doc) => {
    const meta = ImageMetaSchema.parse(doc);
    return { imageId: meta._id, name: meta.originalName, width: meta.width, height: meta.height, createdAt: meta.createdAt };
  });
  return { images, total };
}

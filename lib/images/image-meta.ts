// The `images` collection: what is known about each stored original (its bytes live in ImageStorage).
import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { displayName as displayNameOf } from '@/lib/files/display-name';
import { isImageId } from './image-id';

export const originalContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const ImageMetaSchema = z.object({
  _id: z.string(),
  contentType: z.enum(originalContentTypes),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  /** Shown to editors only; never part of a path or an address. */
  originalName: z.string(),
  alt: z.string().default(''),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type ImageMeta = z.infer<typeof ImageMetaSchema>;

/** The image's metadata, or null for an unknown or malformed id. */
export async function loadImageMeta(store: Store, imageId: string): Promise<ImageMeta | null> {
  if (!isImageId(imageId)) return null;
  const doc = await store.collection('images').findOne({ _id: imageId });
  return doc ? ImageMetaSchema.parse(doc) : null;
}

/** A file name fit to show ('image' when nothing is left of it). */
export const displayName = (name: string): string => displayNameOf(name, 'image');

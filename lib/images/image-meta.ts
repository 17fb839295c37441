// The `images` collection: what is known about each stored original (its bytes live in ImageStorage).
import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
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

/** A file name fit to show: no folders, no control or markup characters, at most 120 characters. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>"'`]/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'image';
}

// The demo site's pictures: the project's own SVG illustrations, rasterised into the image service under fixed ids.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Store } from '@/lib/db/port';
import { isImageId } from './image-id';
import { imageStorageFor, type ImageStorage } from './image-storage';
import { storeImage } from './save-image';

export type SeedImagesOptions = {
  /** Folder of `*.svg` illustrations (default `public/images/demo`). */
  dir?: string;
  /** Defaults to the storage that belongs with the store. */
  storage?: ImageStorage;
  now?: Date;
};

/** `harbour-dawn.svg` becomes `demo-harbour-dawn`: stable, so demo content can name it before it exists. */
export function demoImageId(name: string): string {
  return `demo-${name}`;
}

/**
 * Stores each illustration once, as a PNG at the size its SVG declares (1920×1080 headers, 1000×1000 squares:
 * the largest variants the site asks for), skipping those already stored. Answers name -> imageId.
 */
export async function seedDemoImages(store: Store, options: SeedImagesOptions = {}): Promise<Record<string, string>> {
  const dir = options.dir ?? path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'images', 'demo');
  const storage = options.storage ?? (await imageStorageFor(store));
  const now = options.now ?? new Date();
  const ids: Record<string, string> = {};
  const files = (await fs.readdir(/*turbopackIgnore: true*/ dir)).filter((file) => file.endsWith('.svg')).sort();

  for (const file of files) {
    const name = path.basename(file, '.svg');
    const imageId = demoImageId(name);
    if (!isImageId(imageId)) continue;
    ids[name] = imageId;
    const known = await store.collection('images').findOne({ _id: imageId });
    if (known && (await storage.readOriginal(imageId))) continue;

    const svg = await fs.readFile(path.join(/*turbopackIgnore: true*/ dir, file));
    const { data, info } = await sharp(svg).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    if (known) {
      // Metadata survived but the bytes did not (e.g. the image folder was removed): put the bytes back.
      await storage.writeOriginal(imageId, data);
      continue;
    }
    await storeImage(store, storage, {
      imageId,
      image: { contentType: 'image/png', bytes: data, width: info.width, height: info.height },
      originalName: file,
      uploadedBy: 'seed',
      now,
    });
  }
  return ids;
}

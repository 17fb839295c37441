// Image bytes as files for the embedded store: originals in DATA_DIR/images, variants in DATA_DIR/image-cache.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ImageStorage } from './image-storage';
import { assertImageId, assertVariantKey } from './image-id';

export function createFileImageStorage(dataDir: string): ImageStorage {
  const originals = path.join(dataDir, 'images');
  const variants = path.join(dataDir, 'image-cache');
  const originalPath = (imageId: string) => {
    assertImageId(imageId);
    return path.join(originals, imageId);
  };
  const variantDir = (imageId: string) => {
    assertImageId(imageId);
    return path.join(variants, imageId);
  };
  const variantPath = (imageId: string, key: string) => {
    assertVariantKey(key);
    return path.join(variantDir(imageId), key);
  };

  return {
    kind: 'files',
    writeOriginal: async (imageId, bytes) => writeAtomically(originalPath(imageId), bytes),
    readOriginal: async (imageId) => readOrNull(originalPath(imageId)),
    writeVariant: async (imageId, key, bytes) => writeAtomically(variantPath(imageId, key), bytes),
    readVariant: async (imageId, key) => readOrNull(variantPath(imageId, key)),
    async removeImage(imageId) {
      await fs.rm(originalPath(imageId), { force: true });
      await fs.rm(variantDir(imageId), { recursive: true, force: true });
    },
    close: async () => undefined,
  };
}

// Written under a temporary name and renamed, so a reader never sees half a file, even after a crash.
async function writeAtomically(target: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

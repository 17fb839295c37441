// Where image bytes live: originals and computed variants in two buckets (lib/files/bucket.ts). Metadata stays in
// the store's `images` collection; this interface only moves bytes.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { checkedBucket, type BucketSet } from '@/lib/files/bucket';
import { bucketsFor, closeDefaultBuckets } from '@/lib/files/store-buckets';
import { assertImageId, assertVariantKey } from './image-id';

export interface ImageStorage {
  readonly kind: 'files' | 'gridfs';
  /** Stores an original. Ids are never reused, so there is nothing to overwrite. */
  writeOriginal(imageId: string, bytes: Buffer): Promise<void>;
  /** The original's bytes, or null when none are stored. */
  readOriginal(imageId: string): Promise<Buffer | null>;
  /** Stores a computed variant; writing the same key twice leaves one usable copy. */
  writeVariant(imageId: string, variantKey: string, bytes: Buffer): Promise<void>;
  readVariant(imageId: string, variantKey: string): Promise<Buffer | null>;
  /** Removes an original and every variant computed from it. */
  removeImage(imageId: string): Promise<void>;
  /** New bytes for an original (the media library's Replace); every variant computed from the old ones goes. */
  replaceOriginal(imageId: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** Image originals in the `images` bucket, variants in `imageVariants` under `<imageId>/<variantKey>`. */
export function imageStorageOver(buckets: BucketSet): ImageStorage {
  const originals = checkedBucket(buckets.bucket('images'), assertImageId);
  const variants = buckets.bucket('imageVariants');
  const variantName = (imageId: string, key: string) => {
    assertImageId(imageId);
    assertVariantKey(key);
    return `${imageId}/${key}`;
  };
  return {
    kind: buckets.kind,
    writeOriginal: (imageId, bytes) => originals.write(imageId, bytes),
    readOriginal: (imageId) => originals.read(imageId),
    writeVariant: async (imageId, key, bytes) => variants.write(variantName(imageId, key), bytes),
    readVariant: async (imageId, key) => variants.read(variantName(imageId, key)),
    async removeImage(imageId) {
      // The original goes first: its bucket checks the id before anything is removed.
      await originals.remove(imageId);
      await variants.remove(imageId);
    },
    async replaceOriginal(imageId, bytes) {
      // The new bytes first (a write replaces in one step), then the variants cut from the old ones.
      await originals.write(imageId, bytes);
      await variants.remove(imageId);
    },
    close: () => buckets.close(),
  };
}

// Tests bind a storage of their own (e.g. one that counts writes) to the store they opened.
const bindings = new WeakMap<Store, ImageStorage>();

export function bindImageStorage(store: Store, storage: ImageStorage): void {
  bindings.set(store, storage);
}

// One ImageStorage per bucket set: variant computations in flight are shared per storage object (load-variant.ts).
const overBuckets = new WeakMap<BucketSet, ImageStorage>();

/** The image storage that belongs with this store: one bound to it, else one over the store's buckets. */
export async function imageStorageFor(store: Store): Promise<ImageStorage> {
  const bound = bindings.get(store);
  if (bound) return bound;
  const buckets = await bucketsFor(store);
  let storage = overBuckets.get(buckets);
  if (!storage) overBuckets.set(buckets, (storage = imageStorageOver(buckets)));
  return storage;
}

/** Closes the process-wide storages (scripts call this before exiting: a MongoDB client keeps Node running). */
export const closeDefaultImageStorages = closeDefaultBuckets;

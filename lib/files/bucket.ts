// Where stored bytes live, whatever they are (image originals, image variants, documents): named files in a bucket.
// Metadata stays in the document store; a bucket only moves bytes.

/** The buckets the site keeps. On disk each is a folder under DATA_DIR; on MongoDB each is a GridFS bucket. */
export const bucketNames = ['images', 'imageVariants', 'files'] as const;
export type BucketName = (typeof bucketNames)[number];

export interface Bucket {
  /** Stores bytes under a name (`<id>` or `<id>/<key>`); writing the same name twice leaves one usable copy. */
  write(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** Removes the name and everything filed under `<name>/`. */
  remove(name: string): Promise<void>;
}

/** How much is stored: bytes and how many stored files. */
export type StoredBytes = { bytes: number; count: number };

/** The whole set's totals, and each bucket's. */
export type BucketUsage = StoredBytes & { buckets: Record<BucketName, StoredBytes> };

export interface BucketSet {
  readonly kind: 'files' | 'gridfs';
  bucket(name: BucketName): Bucket;
  /** How much every bucket holds (folders: their files' sizes; GridFS: the stored lengths). */
  usage(): Promise<BucketUsage>;
  close(): Promise<void>;
}

/** Adds up each bucket's figures into the set's usage. */
export async function usageOfBuckets(measure: (name: BucketName) => Promise<StoredBytes>): Promise<BucketUsage> {
  const figures = await Promise.all(bucketNames.map(async (name) => [name, await measure(name)] as const));
  const buckets = Object.fromEntries(figures) as Record<BucketName, StoredBytes>;
  return {
    bytes: figures.reduce((sum, [, figure]) => sum + figure.bytes, 0),
    count: figures.reduce((sum, [, figure]) => sum + figure.count, 0),
    buckets,
  };
}

// Names are made by the server from checked ids; this is a second fence before they reach a path or GridFS.
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The name's segments, or a throw when any could step outside its folder. */
export function nameSegments(name: string): string[] {
  const segments = typeof name === 'string' ? name.split('/') : [];
  if (segments.length === 0 || segments.length > 2 || !segments.every((s) => SEGMENT.test(s))) {
    throw new Error(`Not a stored file name: ${JSON.stringify(String(name).slice(0, 50))}`);
  }
  return segments;
}

/** The bucket, taking only names that `assertId` lets through: each call checks its id before any bytes move. */
export function checkedBucket(bucket: Bucket, assertId: (id: string) => void): Bucket {
  return {
    async write(id, bytes) {
      assertId(id);
      await bucket.write(id, bytes);
    },
    async read(id) {
      assertId(id);
      return bucket.read(id);
    },
    async remove(id) {
      assertId(id);
      await bucket.remove(id);
    },
  };
}

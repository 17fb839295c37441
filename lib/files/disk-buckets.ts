// Buckets as folders beside the embedded store: DATA_DIR/images, DATA_DIR/image-cache, DATA_DIR/files.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { nameSegments, type Bucket, type BucketName, type BucketSet } from './bucket';

/** Folder names predate the generic buckets; existing data directories keep working. */
const folders: Record<BucketName, string> = { images: 'images', imageVariants: 'image-cache', files: 'files' };

export function createDiskBuckets(dataDir: string): BucketSet {
  return {
    kind: 'files',
    // The data directory is chosen at run time; nothing under it belongs in the build's file trace.
    bucket: (name) => diskBucket(path.join(/*turbopackIgnore: true*/ dataDir, folders[name])),
    close: async () => undefined,
  };
}

function diskBucket(root: string): Bucket {
  const pathOf = (name: string) => path.join(root, ...nameSegments(name));
  return {
    write: async (name, bytes) => writeAtomically(pathOf(name), bytes),
    read: async (name) => readOrNull(pathOf(name)),
    // A name is a file, or a folder of files filed under it: rm takes either.
    remove: async (name) => fs.rm(pathOf(name), { recursive: true, force: true }),
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
    const code = (error as NodeJS.ErrnoException).code;
    // EISDIR: a name that only has files filed under it has no bytes of its own.
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw error;
  }
}

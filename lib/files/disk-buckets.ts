// Buckets as folders beside the embedded store: DATA_DIR/images, DATA_DIR/image-cache, DATA_DIR/files.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { nameSegments, usageOfBuckets, type Bucket, type BucketName, type BucketSet, type StoredBytes } from './bucket';

/** Folder names predate the generic buckets; existing data directories keep working. */
const folders: Record<BucketName, string> = { images: 'images', imageVariants: 'image-cache', files: 'files' };

export function createDiskBuckets(dataDir: string): BucketSet {
  // The data directory is chosen at run time; nothing under it belongs in the build's file trace.
  const folderOf = (name: BucketName) => path.join(/*turbopackIgnore: true*/ dataDir, folders[name]);
  return {
    kind: 'files',
    bucket: (name) => diskBucket(folderOf(name)),
    usage: () => usageOfBuckets((name) => folderUsage(folderOf(name))),
    close: async () => undefined,
  };
}

// Files are stat'ed this many at a time: a large picture cache must not open thousands of handles at once.
const STAT_BATCH = 64;

/** The files under a folder (at any depth) and their sizes; half-written temporary files are left out. */
async function folderUsage(root: string): Promise<StoredBytes> {
  let entries;
  try {
    entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { bytes: 0, count: 0 };
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp')).map((entry) => path.join(entry.parentPath, entry.name));
  let bytes = 0;
  let count = 0;
  for (let at = 0; at < files.length; at += STAT_BATCH) {
    const sizes = await Promise.all(files.slice(at, at + STAT_BATCH).map((file) => fs.stat(file).then((s) => s.size, () => null)));
    for (const size of sizes) {
      // A file removed while the folder was read is simply not there any more.
      if (size === null) continue;
      bytes += size;
      count += 1;
    }
  }
  return { bytes, count };
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

// Free and total space on the disk that holds a directory.
import 'server-only';
import fs from 'node:fs/promises';

/** Space free to the site (not the part kept for the system) and the disk's size; null when the system cannot say. */
export async function diskSpace(dir: string): Promise<{ freeBytes: number; totalBytes: number } | null> {
  try {
    const disk = await fs.statfs(dir);
    return { freeBytes: disk.bavail * disk.bsize, totalBytes: disk.blocks * disk.bsize };
  } catch {
    return null;
  }
}

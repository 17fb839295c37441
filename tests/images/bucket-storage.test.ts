// One contract for the byte buckets under image and document storage: folders always, GridFS whenever MONGODB_URI is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketSet } from '@/lib/files/bucket';
import { createDiskBuckets } from '@/lib/files/disk-buckets';
import { gridFsBuckets } from '@/lib/files/gridfs-buckets';

function bucketContract(name: string, open: () => Promise<{ buckets: BucketSet; dispose: () => Promise<void> }>) {
  describe(name, () => {
    let buckets: BucketSet;
    let dispose: () => Promise<void>;
    beforeAll(async () => ({ buckets, dispose } = await open()));
    afterAll(() => dispose());

    it('keeps each bucket apart and answers null for what is not stored', async () => {
      await buckets.bucket('files').write('doc-1234567890', Buffer.from('a document'));
      expect((await buckets.bucket('files').read('doc-1234567890'))!.toString()).toBe('a document');
      expect(await buckets.bucket('images').read('doc-1234567890')).toBeNull();
      expect(await buckets.bucket('files').read('nothing-here')).toBeNull();
    });

    it('removes a name with everything filed under it, and nothing else', async () => {
      const variants = buckets.bucket('imageVariants');
      await variants.write('img-aaaaaaaaaa/one', Buffer.from('1'));
      await variants.write('img-aaaaaaaaaa/two', Buffer.from('2'));
      await variants.write('img-aaaaaaaaab/one', Buffer.from('3'));
      await variants.remove('img-aaaaaaaaaa');
      expect(await variants.read('img-aaaaaaaaaa/one')).toBeNull();
      expect(await variants.read('img-aaaaaaaaaa/two')).toBeNull();
      expect((await variants.read('img-aaaaaaaaab/one'))!.toString()).toBe('3');
    });

    it('reports how many files each bucket holds and their bytes, and the totals', async () => {
      const before = await buckets.usage();
      await buckets.bucket('images').write('usage-aaaaaaaaaa', Buffer.alloc(1000));
      await buckets.bucket('imageVariants').write('usage-aaaaaaaaaa/w400', Buffer.alloc(300));
      await buckets.bucket('imageVariants').write('usage-aaaaaaaaaa/w800', Buffer.alloc(600));
      const after = await buckets.usage();
      expect(after.buckets.images).toEqual({ bytes: before.buckets.images.bytes + 1000, count: before.buckets.images.count + 1 });
      expect(after.buckets.imageVariants).toEqual({ bytes: before.buckets.imageVariants.bytes + 900, count: before.buckets.imageVariants.count + 2 });
      expect(after.buckets.files).toEqual(before.buckets.files);
      expect(after).toMatchObject({ bytes: before.bytes + 1900, count: before.count + 3 });
      await buckets.bucket('imageVariants').remove('usage-aaaaaaaaaa');
      expect((await buckets.usage()).buckets.imageVariants).toEqual(before.buckets.imageVariants);
    });

    it('refuses names that could leave their folder', async () => {
      for (const bad of ['..', '../x', 'a/../../b', 'a/b/c', '', 'with space', 'a\\b']) {
        await expect(buckets.bucket('files').write(bad, Buffer.from('x')), bad).rejects.toThrow(/Not a stored file name/);
        await expect(buckets.bucket('files').read(bad), bad).rejects.toThrow(/Not a stored file name/);
      }
    });
  });
}

bucketContract('folders', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buckets-'));
  return { buckets: createDiskBuckets(dir), dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

const mongoUri = process.env.MONGODB_URI;
if (mongoUri) {
  bucketContract('gridfs', async () => {
    const client = await new MongoClient(mongoUri).connect();
    const db = client.db(`bucket_test_${Date.now()}`);
    return { buckets: gridFsBuckets(db), dispose: async () => (await db.dropDatabase(), await client.close()) };
  });
} else {
  describe.skip('gridfs (runs when MONGODB_URI is set)', () => it('contract', () => undefined));
}

describe('folders on disk', () => {
  it('keep the layout data directories already have: images/, image-cache/<id>/, and files/ for documents', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buckets-'));
    const buckets = createDiskBuckets(dir);
    await buckets.bucket('images').write('img-1234567890', Buffer.from('o'));
    await buckets.bucket('imageVariants').write('img-1234567890/key', Buffer.from('v'));
    await buckets.bucket('files').write('doc-1234567890', Buffer.from('d'));
    expect(fs.readdirSync(dir).sort()).toEqual(['files', 'image-cache', 'images']);
    expect(fs.readdirSync(path.join(dir, 'image-cache', 'img-1234567890'))).toEqual(['key']);
    expect(fs.readdirSync(path.join(dir, 'files'))).toEqual(['doc-1234567890']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
